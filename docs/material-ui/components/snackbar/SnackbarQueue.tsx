import * as React from 'react';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

interface Message {
  key: number;
  text: string;
}

export default function SnackbarQueue() {
  const [queue, setQueue] = React.useState<Message[]>([]);
  const [current, setCurrent] = React.useState<Message | null>(null);
  const [open, setOpen] = React.useState(false);
  const nextKey = React.useRef(0);

  React.useEffect(() => {
    if (queue.length > 0 && !current) {
      // Show the next message once the previous one has left.
      setCurrent(queue[0]);
      setQueue((rest) => rest.slice(1));
      setOpen(true);
    } else if (queue.length > 0 && current && open) {
      // A newer message is waiting: close this one early.
      setOpen(false);
    }
  }, [queue, current, open]);

  const push = (text: string) => {
    nextKey.current += 1;
    setQueue((rest) => [...rest, { key: nextKey.current, text }]);
  };

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="outlined" onClick={() => push('Photo uploaded')}>
        Upload photo
      </Button>
      <Button variant="outlined" onClick={() => push('Link copied')}>
        Copy link
      </Button>
      <Snackbar
        key={current?.key}
        open={open}
        autoHideDuration={4000}
        onClose={(_event, reason) => reason !== 'clickaway' && setOpen(false)}
        TransitionProps={{ onExited: () => setCurrent(null) }}
        message={current?.text}
      />
    </Stack>
  );
}
