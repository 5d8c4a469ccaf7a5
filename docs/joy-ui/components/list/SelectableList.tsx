import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import Inbox from '@mui/icons-material/Inbox';
import Send from '@mui/icons-material/Send';
import Drafts from '@mui/icons-material/Drafts';
import Archive from '@mui/icons-material/Archive';

const FOLDERS = [
  { name: 'Inbox', icon: <Inbox />, unread: 12 },
  { name: 'Sent', icon: <Send />, unread: 0 },
  { name: 'Drafts', icon: <Drafts />, unread: 2 },
  { name: 'Archive', icon: <Archive />, unread: 0 },
];

export default function SelectableList() {
  const [selected, setSelected] = React.useState('Inbox');
  return (
    <List aria-label="Mail folders" sx={{ maxWidth: 280 }}>
      {FOLDERS.map((folder) => (
        <ListItem key={folder.name}>
          <ListItemButton
            selected={selected === folder.name}
            aria-current={selected === folder.name ? 'true' : undefined}
            color={selected === folder.name ? 'primary' : 'neutral'}
            variant={selected === folder.name ? 'soft' : 'plain'}
            onClick={() => setSelected(folder.name)}
          >
            <ListItemDecorator>{folder.icon}</ListItemDecorator>
            <ListItemContent>{folder.name}</ListItemContent>
            {folder.unread > 0 && (
              <Typography level="body-xs" textColor="inherit">
                {folder.unread}
                <span style={visuallyHidden}> unread</span>
              </Typography>
            )}
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

const visuallyHidden: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};
