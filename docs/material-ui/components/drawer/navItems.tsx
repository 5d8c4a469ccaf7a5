import * as React from 'react';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import InventoryOutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';

export const navItems = [
  { label: 'Dashboard', icon: <DashboardOutlinedIcon /> },
  { label: 'Products', icon: <InventoryOutlinedIcon /> },
  { label: 'Customers', icon: <PeopleOutlineIcon /> },
  { label: 'Settings', icon: <SettingsOutlinedIcon /> },
];
