import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

export default function PopperBasic() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const popperId = React.useId();

  const toggle = (event: React.MouseEvent<HTMLElement>) => {
    setAnchorEl(anchorEl ? null : event.currentTarget);
  };

  return (
    <div>
      <Button
        variant="outlined"
        aria-describedby={open ? popperId : undefined}
        onClick={toggle}
      >
        {open ? 'Hide password rules' : 'Show password rules'}
      </Button>
      <Popper
        id={popperId}
        open={open}
        anchorEl={anchorEl}
        placement="bottom-start"
        sx={{ zIndex: (theme) => theme.zIndex.tooltip }}
      >
        <Paper elevation={4} sx={{ p: 2, mt: 1, maxWidth: 300 }}>
          <Typography variant="body2">
            At least 12 characters, with one number and one symbol. Avoid your name
            and the name of the site.
          </Typography>
        </Paper>
      </Popper>
    </div>
  );
}
