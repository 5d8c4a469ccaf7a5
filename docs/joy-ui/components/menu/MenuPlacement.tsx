import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';

const PLACEMENTS = ['bottom-start', 'bottom-end', 'top-start', 'right'] as const;

export default function MenuPlacement() {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {PLACEMENTS.map((placement) => (
        <Dropdown key={placement}>
          <MenuButton>{placement}</MenuButton>
          <Menu placement={placement}>
            <MenuItem>Duplicate</MenuItem>
            <MenuItem>Move to folder</MenuItem>
            <MenuItem>Archive</MenuItem>
          </Menu>
        </Dropdown>
      ))}
    </Stack>
  );
}
