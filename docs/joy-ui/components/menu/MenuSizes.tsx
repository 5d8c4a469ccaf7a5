import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';

const SIZES = ['sm', 'md', 'lg'] as const;

export default function MenuSizes() {
  return (
    <Stack
      direction="row"
      spacing={1.5}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      {SIZES.map((size) => (
        <Dropdown key={size}>
          <MenuButton size={size}>Export ({size})</MenuButton>
          <Menu size={size}>
            <MenuItem>CSV</MenuItem>
            <MenuItem>Excel workbook</MenuItem>
            <MenuItem>PDF report</MenuItem>
          </Menu>
        </Dropdown>
      ))}
    </Stack>
  );
}
