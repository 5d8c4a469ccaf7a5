import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import MoreVertRounded from '@mui/icons-material/MoreVertRounded';

export default function IconButtonMenu() {
  return (
    <Dropdown>
      <MenuButton
        slots={{ root: IconButton }}
        slotProps={{ root: { variant: 'outlined', color: 'neutral' } }}
        aria-label="More actions for Invoice INV-2041"
      >
        <MoreVertRounded />
      </MenuButton>
      <Menu placement="bottom-end">
        <MenuItem>Download PDF</MenuItem>
        <MenuItem>Send reminder</MenuItem>
        <MenuItem>Mark as paid</MenuItem>
        <MenuItem color="danger">Void invoice</MenuItem>
      </Menu>
    </Dropdown>
  );
}
