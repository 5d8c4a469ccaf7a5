import * as React from 'react';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Sync from '@mui/icons-material/Sync';

export default function CircularProgressButton() {
  const [syncing, setSyncing] = React.useState(false);

  React.useEffect(() => {
    if (!syncing) {
      return undefined;
    }
    // Pretend the sync takes three seconds.
    const timer = setTimeout(() => setSyncing(false), 3000);
    return () => clearTimeout(timer);
  }, [syncing]);

  return (
    <Button
      variant="soft"
      startDecorator={syncing ? <CircularProgress aria-label="Syncing" /> : <Sync />}
      onClick={() => setSyncing((value) => !value)}
    >
      {syncing ? 'Cancel' : 'Sync calendar'}
    </Button>
  );
}
