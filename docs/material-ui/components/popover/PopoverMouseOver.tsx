import * as React from 'react';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export default function PopoverMouseOver() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const popoverId = React.useId();

  return (
    <div>
      <Typography>
        Wool overcoat, charcoal:{' '}
        <Typography
          component="span"
          aria-owns={open ? popoverId : undefined}
          aria-haspopup="true"
          onMouseEnter={(event) => setAnchorEl(event.currentTarget)}
          onMouseLeave={() => setAnchorEl(null)}
          sx={{ fontWeight: 500, borderBottom: 1, borderBottomStyle: 'dotted' }}
        >
          €249.00
        </Typography>
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Price includes 21% VAT (€43.21). Free returns within 30 days.
      </Typography>
      <Popover
        id={popoverId}
        open={open}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        // A pointer passing by must not move keyboard focus or lock the page.
        disableAutoFocus
        disableRestoreFocus
        disableScrollLock
        sx={{ pointerEvents: 'none' }}
      >
        <Typography variant="body2" sx={{ p: 1.5 }}>
          €205.79 + €43.21 VAT (21%)
        </Typography>
      </Popover>
    </div>
  );
}
