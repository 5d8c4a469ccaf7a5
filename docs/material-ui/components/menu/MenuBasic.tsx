import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export default function MenuBasic() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  const buttonId = React.useId();
  const menuId = React.useId();

  return (
    <div>
      <Button
        id={buttonId}
        aria-controls={open ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Sort by
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        MenuListProps={{ 'aria-labelledby': buttonId }}
      >
        <MenuItem onClick={() => setAnchor(null)}>Newest first</MenuItem>
        <MenuItem onClick={() => setAnchor(null)}>Price, low to high</MenuItem>
        <MenuItem onClick={() => setAnchor(null)}>Price, high to low</MenuItem>
      </Menu>
    </div>
  );
}
