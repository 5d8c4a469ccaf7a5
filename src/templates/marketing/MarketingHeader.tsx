import React, { useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import MenuRoundedIcon from '@mui/icons-material/MenuRounded';
import { templatePath } from '../catalog';
import BrandMark from '../shared/BrandMark';

export interface NavItem {
  label: string;
  href: string;
  current?: boolean;
}

/** Where the marketing sections live, from the marketing page itself or from another page. */
export function marketingNav(fromMarketingPage: boolean): NavItem[] {
  const section = (id: string) => (fromMarketingPage ? `#${id}` : `${templatePath('marketing')}#${id}`);
  return [
    { label: 'Features', href: section('features') },
    { label: 'Customers', href: section('testimonials') },
    { label: 'FAQ', href: section('faq') },
    { label: 'Pricing', href: templatePath('pricing'), current: !fromMarketingPage },
  ];
}

/** Sticky header of the Tandem product site: brand, section links and account actions. */
export default function MarketingHeader({ items }: { items: NavItem[] }) {
  const [open, setOpen] = useState(false);
  return (
    <AppBar
      position="sticky"
      sx={(theme) => ({
        top: 0,
        borderBottom: 1,
        borderColor: 'divider',
        backgroundColor: `rgba(${theme.vars!.palette.background.defaultChannel} / 0.82)`,
        backdropFilter: 'blur(12px)',
      })}
    >
      <Container maxWidth="lg">
        <Toolbar disableGutters sx={{ gap: 2, minHeight: { xs: 60, sm: 68 } }}>
          <Box
            component="a"
            href={templatePath('marketing')}
            aria-label="Tandem home"
            sx={{ display: 'inline-flex', borderRadius: 1 }}
          >
            <BrandMark name="Tandem" />
          </Box>
          <Box component="nav" aria-label="Main" sx={{ display: { xs: 'none', md: 'block' }, flex: 1 }}>
            <Stack component="ul" direction="row" spacing={0.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {items.map((item) => (
                <li key={item.label}>
                  <Button
                    href={item.href}
                    color="inherit"
                    aria-current={item.current ? 'page' : undefined}
                    sx={{ color: item.current ? 'primary.main' : 'text.secondary', fontWeight: 600 }}
                  >
                    {item.label}
                  </Button>
                </li>
              ))}
            </Stack>
          </Box>
          <Stack direction="row" spacing={1} sx={{ display: { xs: 'none', md: 'flex' } }}>
            <Button href={templatePath('sign-in')} color="inherit">
              Sign in
            </Button>
            <Button href={templatePath('sign-up')} variant="contained">
              Start free
            </Button>
          </Stack>
          <Box sx={{ flex: 1, display: { md: 'none' } }} />
          <IconButton
            sx={{ display: { md: 'none' } }}
            aria-label="Open menu"
            aria-controls="marketing-menu"
            aria-expanded={open}
            onClick={() => setOpen(true)}
          >
            <MenuRoundedIcon />
          </IconButton>
        </Toolbar>
      </Container>
      <Drawer anchor="top" open={open} onClose={() => setOpen(false)} PaperProps={{ id: 'marketing-menu' }}>
        <Box component="nav" aria-label="Main" sx={{ p: 2 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
            <BrandMark name="Tandem" />
            <IconButton aria-label="Close menu" onClick={() => setOpen(false)}>
              <CloseRoundedIcon />
            </IconButton>
          </Stack>
          <List>
            {items.map((item) => (
              <ListItem key={item.label} disablePadding>
                <ListItemButton component="a" href={item.href} onClick={() => setOpen(false)} sx={{ borderRadius: 1 }}>
                  <ListItemText primary={item.label} primaryTypographyProps={{ fontWeight: 600 }} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <Divider sx={{ my: 1 }} />
          <Stack spacing={1} sx={{ pt: 1 }}>
            <Button href={templatePath('sign-up')} variant="contained" fullWidth>
              Start free
            </Button>
            <Button href={templatePath('sign-in')} variant="outlined" fullWidth>
              Sign in
            </Button>
          </Stack>
        </Box>
      </Drawer>
    </AppBar>
  );
}
