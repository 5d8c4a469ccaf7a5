import * as React from 'react';
import Box from '@mui/joy/Box';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ModalClose from '@mui/joy/ModalClose';
import Typography from '@mui/joy/Typography';
import DashboardRounded from '@mui/icons-material/DashboardRounded';
import GroupRounded from '@mui/icons-material/GroupRounded';
import MenuRounded from '@mui/icons-material/MenuRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import SettingsRounded from '@mui/icons-material/SettingsRounded';

const PAGES = [
  { label: 'Dashboard', icon: <DashboardRounded /> },
  { label: 'Invoices', icon: <ReceiptLongRounded /> },
  { label: 'Customers', icon: <GroupRounded /> },
  { label: 'Settings', icon: <SettingsRounded /> },
];

export default function NavigationDrawer() {
  const [open, setOpen] = React.useState(false);
  const [current, setCurrent] = React.useState('Dashboard');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <IconButton
        variant="outlined"
        color="neutral"
        aria-label="Open navigation"
        onClick={() => setOpen(true)}
      >
        <MenuRounded />
      </IconButton>
      <Typography level="title-md">{current}</Typography>
      <Drawer open={open} onClose={() => setOpen(false)} size="sm">
        <ModalClose aria-label="Close navigation" />
        <DialogTitle>Ledgerly</DialogTitle>
        <List component="nav" aria-label="Main" size="lg" sx={{ px: 1 }}>
          {PAGES.map((page) => (
            <ListItem key={page.label}>
              <ListItemButton
                component="a"
                href={`#${page.label.toLowerCase()}`}
                selected={page.label === current}
                aria-current={page.label === current ? 'page' : undefined}
                onClick={(event: React.MouseEvent) => {
                  event.preventDefault();
                  setCurrent(page.label);
                  setOpen(false);
                }}
              >
                <ListItemDecorator>{page.icon}</ListItemDecorator>
                {page.label}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
    </Box>
  );
}
