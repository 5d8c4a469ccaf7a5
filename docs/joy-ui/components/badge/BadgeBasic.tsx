import * as React from 'react';
import Badge from '@mui/joy/Badge';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import MailOutline from '@mui/icons-material/MailOutline';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';

export default function BadgeBasic() {
  const unread = 4;
  const cartItems = 2;
  return (
    <Stack direction="row" spacing={3}>
      <Badge badgeContent={unread} slotProps={{ badge: { 'aria-hidden': true } }}>
        <IconButton variant="soft" aria-label={`Inbox, ${unread} unread messages`}>
          <MailOutline />
        </IconButton>
      </Badge>
      <Badge
        badgeContent={cartItems}
        color="danger"
        slotProps={{ badge: { 'aria-hidden': true } }}
      >
        <IconButton variant="soft" aria-label={`Cart, ${cartItems} items`}>
          <ShoppingCartOutlined />
        </IconButton>
      </Badge>
    </Stack>
  );
}
