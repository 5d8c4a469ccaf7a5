import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

const languages = ['English', 'Español', 'Français', 'Deutsch', '日本語'];

export default function MenuSelected() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [selected, setSelected] = React.useState(1);
  const menuId = React.useId();

  return (
    <div>
      <List aria-label="Interface language" sx={{ maxWidth: 320 }}>
        <ListItem disablePadding>
          <ListItemButton
            aria-haspopup="true"
            aria-controls={menuId}
            aria-expanded={anchor ? 'true' : undefined}
            onClick={(event) => setAnchor(event.currentTarget)}
          >
            <ListItemText
              primary="Interface language"
              secondary={languages[selected]}
            />
          </ListItemButton>
        </ListItem>
      </List>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
      >
        {languages.map((language, index) => (
          <MenuItem
            key={language}
            selected={index === selected}
            onClick={() => {
              setSelected(index);
              setAnchor(null);
            }}
          >
            {language}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
