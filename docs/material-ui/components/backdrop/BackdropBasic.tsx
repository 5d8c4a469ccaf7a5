import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function BackdropBasic() {
  const [open, setOpen] = React.useState(false);

  // A backdrop has no keyboard handling of its own: let Esc close it too.
  React.useEffect(() => {
    if (!open) return undefined;
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open]);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen((value) => !value)}>
        Dim the page
      </Button>
      <Backdrop
        open={open}
        onClick={() => setOpen(false)}
        sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}
      >
        <Paper sx={{ px: 3, py: 2 }}>
          <Typography>
            Click anywhere or press Esc to bring the page back.
          </Typography>
        </Paper>
      </Backdrop>
    </div>
  );
}
