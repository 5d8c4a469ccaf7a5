import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';

const pages = ['Products', 'Pricing', 'Customers', 'Blog'];

export default function AppBarResponsive() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const menuId = React.useId();

  return (
    <AppBar position="static" color="default" enableColorOnDark>
      <Toolbar>
        <Typography
          variant="h6"
          component="div"
          sx={{ flexGrow: { xs: 1, md: 0 }, mr: 4 }}
        >
          Northwind
        </Typography>
        <Box
          component="nav"
          aria-label="Northwind"
          sx={{ flexGrow: 1, display: { xs: 'none', md: 'flex' } }}
        >
          {pages.map((page) => (
            <Button key={page} color="inherit">
              {page}
            </Button>
          ))}
        </Box>
        <IconButton
          color="inherit"
          aria-label="Open main menu"
          aria-controls={anchor ? menuId : undefined}
          aria-haspopup="true"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Menu
          id={menuId}
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={() => setAnchor(null)}
        >
          {pages.map((page) => (
            <MenuItem key={page} onClick={() => setAnchor(null)}>
              {page}
            </MenuItem>
          ))}
        </Menu>
      </Toolbar>
    </AppBar>
  );
}
