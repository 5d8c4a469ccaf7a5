import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import StorefrontIcon from '@mui/icons-material/Storefront';

export default function AppBarStoreHeader() {
  const [cartCount, setCartCount] = React.useState(2);

  return (
    <AppBar position="static" color="inherit" elevation={1}>
      <Toolbar sx={{ gap: 1 }}>
        <StorefrontIcon color="primary" />
        <Typography
          variant="h6"
          component="div"
          sx={{ flexGrow: 1, fontWeight: 700 }}
        >
          Kiln &amp; Co.
        </Typography>
        <Tooltip title="Notifications">
          <IconButton>
            <Badge variant="dot" color="error">
              <NotificationsNoneIcon />
            </Badge>
          </IconButton>
        </Tooltip>
        <IconButton
          aria-label={`Cart, ${cartCount} items`}
          onClick={() => setCartCount((count) => count + 1)}
        >
          <Badge badgeContent={cartCount} color="primary">
            <ShoppingCartOutlinedIcon />
          </Badge>
        </IconButton>
        <Box sx={{ ml: 1 }}>
          <Avatar
            sx={{
              width: 32,
              height: 32,
              fontSize: 14,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
            alt="Ana Ruiz"
          >
            AR
          </Avatar>
        </Box>
      </Toolbar>
    </AppBar>
  );
}
