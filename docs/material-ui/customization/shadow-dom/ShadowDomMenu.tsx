import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import ShadowRootProvider from './shadowRootProvider';

// In a shadow root, document.activeElement is the host, not the focused item, and
// Menu 6.1.6 reads it to move between items. Move the focus here instead.
function moveFocusWithArrows(event: React.KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const items = Array.from(
    event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]'),
  );
  const index = items.indexOf(event.target as HTMLElement);
  const step = event.key === 'ArrowDown' ? 1 : -1;
  const next = index === -1 ? (step === 1 ? 0 : items.length - 1) : index + step;
  items[(next + items.length) % items.length]?.focus();
  event.preventDefault();
  // Keep Menu's own handling of the arrow keys from running.
  event.stopPropagation();
}

function AccountMenu() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const buttonId = React.useId();
  const menuId = React.useId();
  const close = () => setAnchorEl(null);

  return (
    <React.Fragment>
      <Button
        id={buttonId}
        aria-haspopup="true"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
        startIcon={<Avatar sx={{ width: 24, height: 24, fontSize: 12 }}>AO</Avatar>}
        endIcon={<KeyboardArrowDownIcon />}
        sx={{ textTransform: 'none' }}
      >
        Amara Okafor
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={close}
        // The focus trap can't see focus inside a shadow root: let the menu item
        // keep the focus it gets when the menu opens.
        disableAutoFocus
        disableEnforceFocus
        MenuListProps={{
          'aria-labelledby': buttonId,
          onKeyDownCapture: moveFocusWithArrows,
        }}
      >
        <MenuItem onClick={close}>Profile</MenuItem>
        <MenuItem onClick={close}>Billing</MenuItem>
        <MenuItem onClick={close}>Sign out</MenuItem>
      </Menu>
    </React.Fragment>
  );
}

export default function ShadowDomMenu() {
  return (
    <ShadowRootProvider cacheKey="shadowmenu" minHeight={37}>
      <AccountMenu />
    </ShadowRootProvider>
  );
}
