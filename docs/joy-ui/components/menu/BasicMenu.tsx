import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';

export default function BasicMenu() {
  return (
    <Dropdown>
      <MenuButton>Account</MenuButton>
      <Menu>
        <MenuItem>Profile</MenuItem>
        <MenuItem>Billing</MenuItem>
        <MenuItem>Sign out</MenuItem>
      </Menu>
    </Dropdown>
  );
}
