import * as React from 'react';
import NoSsr from '@mui/material/NoSsr';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

// Reads the reader's clock and time zone: only the browser knows them.
function LocalTime() {
  const [now] = React.useState(() => new Date());
  const { timeZone } = Intl.DateTimeFormat().resolvedOptions();
  return (
    <Typography>
      The live Q&amp;A starts at 17:00 UTC. Your time zone is <b>{timeZone}</b>,
      where it is now{' '}
      <b>{now.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })}</b>.
    </Typography>
  );
}

export default function NoSsrFallback() {
  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 480 }}>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        Release day Q&amp;A
      </Typography>
      <NoSsr
        fallback={
          <Typography sx={{ color: 'text.secondary' }}>
            The live Q&amp;A starts at 17:00 UTC. Finding your local time…
          </Typography>
        }
      >
        <LocalTime />
      </NoSsr>
    </Paper>
  );
}
