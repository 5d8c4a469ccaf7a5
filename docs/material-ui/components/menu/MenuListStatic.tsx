import * as React from 'react';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';

export default function MenuListStatic() {
  const [last, setLast] = React.useState('');

  return (
    <Paper variant="outlined" sx={{ width: 240 }}>
      <MenuList dense aria-label="Text style">
        {[
          { label: 'Bold', icon: <FormatBoldIcon fontSize="small" /> },
          { label: 'Italic', icon: <FormatItalicIcon fontSize="small" /> },
          { label: 'Underline', icon: <FormatUnderlinedIcon fontSize="small" /> },
        ].map((item) => (
          <MenuItem
            key={item.label}
            onClick={() => setLast(item.label)}
            selected={last === item.label}
          >
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText>{item.label}</ListItemText>
          </MenuItem>
        ))}
      </MenuList>
    </Paper>
  );
}
