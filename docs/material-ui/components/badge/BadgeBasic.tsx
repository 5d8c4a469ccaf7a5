import * as React from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';

export default function BadgeBasic() {
  return (
    <Stack direction="row" spacing={3}>
      <IconButton aria-label="Messages, 4 unread">
        <Badge badgeContent={4} color="primary">
          <MailOutlineIcon />
        </Badge>
      </IconButton>
      <IconButton aria-label="Notifications, 12 new">
        <Badge badgeContent={12} color="error">
          <NotificationsNoneIcon />
        </Badge>
      </IconButton>
      <IconButton aria-label="Cart, 2 items">
        <Badge badgeContent={2} color="secondary">
          <ShoppingCartOutlinedIcon />
        </Badge>
      </IconButton>
    </Stack>
  );
}
