import * as React from 'react';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import Inbox from '@mui/icons-material/Inbox';
import Send from '@mui/icons-material/Send';
import StarBorder from '@mui/icons-material/StarBorder';

const FOLDERS = [
  { label: 'Inbox', icon: <Inbox /> },
  { label: 'Starred', icon: <StarBorder /> },
  { label: 'Sent', icon: <Send /> },
  { label: 'Receipts', icon: <FolderOutlined /> },
];

export default function IconListDecorators() {
  const [selected, setSelected] = React.useState('Inbox');
  return (
    <Sheet variant="outlined" sx={{ maxWidth: 280, borderRadius: 'sm' }}>
      <List aria-label="Mail folders" sx={{ '--ListItemDecorator-size': '36px' }}>
        {FOLDERS.map((folder) => (
          <ListItem key={folder.label}>
            <ListItemButton
              selected={selected === folder.label}
              variant={selected === folder.label ? 'soft' : 'plain'}
              color={selected === folder.label ? 'primary' : 'neutral'}
              aria-current={selected === folder.label ? 'page' : undefined}
              onClick={() => setSelected(folder.label)}
            >
              <ListItemDecorator>{folder.icon}</ListItemDecorator>
              {folder.label}
            </ListItemButton>
          </ListItem>
        ))}
        <ListDivider aria-hidden="true" />
        <ListItem>
          <ListItemButton color="danger">
            <ListItemDecorator>
              <DeleteOutline />
            </ListItemDecorator>
            Empty trash
          </ListItemButton>
        </ListItem>
      </List>
    </Sheet>
  );
}
