import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Status = 'idle' | 'saving' | 'saved';

export default function BackdropSaving() {
  const [status, setStatus] = React.useState<Status>('idle');
  const [showBackdrop, setShowBackdrop] = React.useState(false);
  const [savedAt, setSavedAt] = React.useState('');

  React.useEffect(() => {
    if (status !== 'saving') return undefined;
    const timer = setTimeout(() => {
      setSavedAt(
        new Date().toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }),
      );
      setStatus('saved');
      setShowBackdrop(false);
    }, 2000);
    return () => clearTimeout(timer);
  }, [status]);

  const save = () => {
    setStatus('saving');
    setShowBackdrop(true);
  };

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">
        Invoice INV-2041 · Brightside Bakery · €1,280.00
      </Typography>
      <Button variant="contained" onClick={save} disabled={status === 'saving'}>
        Save invoice
      </Button>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {status === 'saving' && 'Saving invoice…'}
        {status === 'saved' && `Invoice saved at ${savedAt}.`}
      </Typography>
      <Backdrop
        open={showBackdrop}
        onClick={() => setShowBackdrop(false)}
        sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, color: 'common.white' }}
      >
        <CircularProgress color="inherit" aria-label="Saving invoice" />
      </Backdrop>
    </Stack>
  );
}
