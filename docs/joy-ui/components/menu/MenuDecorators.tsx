import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DriveFileRenameOutlineRounded from '@mui/icons-material/DriveFileRenameOutlineRounded';
import ExpandMoreRounded from '@mui/icons-material/ExpandMoreRounded';
import ShareRounded from '@mui/icons-material/ShareRounded';

const ITEMS = [
  { label: 'Rename', icon: <DriveFileRenameOutlineRounded />, shortcut: 'F2' },
  { label: 'Duplicate', icon: <ContentCopyRounded />, shortcut: 'Ctrl+D' },
  { label: 'Share', icon: <ShareRounded />, shortcut: 'Ctrl+Shift+S' },
];

export default function MenuDecorators() {
  return (
    <Dropdown>
      <MenuButton endDecorator={<ExpandMoreRounded />}>File actions</MenuButton>
      <Menu placement="bottom-start" sx={{ minWidth: 220 }}>
        {ITEMS.map((item) => (
          <MenuItem key={item.label}>
            <ListItemDecorator>{item.icon}</ListItemDecorator>
            {item.label}
            <Typography
              level="body-xs"
              textColor="text.tertiary"
              sx={{ ml: 'auto' }}
            >
              {item.shortcut}
            </Typography>
          </MenuItem>
        ))}
        <ListDivider />
        <MenuItem color="danger">
          <ListItemDecorator sx={{ color: 'inherit' }}>
            <DeleteOutlineRounded />
          </ListItemDecorator>
          Delete
        </MenuItem>
      </Menu>
    </Dropdown>
  );
}
