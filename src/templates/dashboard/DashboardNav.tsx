import React, { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import BarChartRoundedIcon from '@mui/icons-material/BarChartRounded';
import DashboardRoundedIcon from '@mui/icons-material/DashboardRounded';
import Inventory2RoundedIcon from '@mui/icons-material/Inventory2Rounded';
import ReceiptLongRoundedIcon from '@mui/icons-material/ReceiptLongRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import { MAIN_CONTENT_ID } from '../shared/Main';
import ShopMark from '../shared/ShopMark';

export const NAV_ITEMS: { id: string; label: string; href: string; icon: SvgIconComponent; badge?: string }[] = [
  { id: 'overview', label: 'Overview', href: `#${MAIN_CONTENT_ID}`, icon: DashboardRoundedIcon },
  { id: 'revenue', label: 'Revenue', href: '#revenue', icon: BarChartRoundedIcon },
  { id: 'orders', label: 'Orders', href: '#orders', icon: ReceiptLongRoundedIcon, badge: '7 new' },
  { id: 'products', label: 'Products', href: '#products', icon: Inventory2RoundedIcon },
];

/** Drawer contents: shop, section links and a store status switch. */
export default function DashboardNav({ active, onNavigate }: { active: string; onNavigate: (id: string) => void }) {
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <Stack sx={{ height: '100%', p: 2 }}>
      <Box sx={{ px: 1, py: 1.5 }}>
        <ShopMark caption="Store admin" />
      </Box>
      <Box component="nav" aria-label="Dashboard" sx={{ mt: 2 }}>
        <List disablePadding>
          {NAV_ITEMS.map((item) => {
            const Icon = item.icon;
            const selected = active === item.id;
            return (
              <ListItem key={item.id} disablePadding sx={{ mb: 0.5 }}>
                <ListItemButton
                  component="a"
                  href={item.href}
                  selected={selected}
                  aria-current={selected ? 'location' : undefined}
                  onClick={() => onNavigate(item.id)}
                  sx={{ borderRadius: 2 }}
                >
                  <ListItemIcon sx={{ minWidth: 40, color: selected ? 'primary.main' : 'text.secondary' }}>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={item.label} primaryTypographyProps={{ fontWeight: selected ? 700 : 500 }} />
                  {item.badge && (
                    <Chip label={item.badge} size="small" color="primary" sx={{ height: 22, fontWeight: 700 }} />
                  )}
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
      <Paper variant="outlined" sx={{ mt: 'auto', p: 2 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle2" component="p" id={`${id}-label`}>
            Accepting orders
          </Typography>
          <Switch
            checked={open}
            onChange={(event) => setOpen(event.target.checked)}
            inputProps={{ 'aria-labelledby': `${id}-label`, 'aria-describedby': `${id}-status` }}
            edge="end"
          />
        </Stack>
        <Typography id={`${id}-status`} variant="body2" color="text.secondary">
          {open ? 'Your shop is open to customers.' : 'Paused: the shop shows a “back soon” page.'}
        </Typography>
      </Paper>
    </Stack>
  );
}
