import * as React from 'react';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import SendRounded from '@mui/icons-material/SendRounded';

// Joy's default spinner has no accessible name; this one has, and keeps the default's look.
const sending = <CircularProgress thickness={3} aria-label="Sending" />;

export default function ButtonLoading() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Stack spacing={2}>
      <Typography
        component="label"
        startDecorator={
          <Switch
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
          />
        }
      >
        Sending
      </Typography>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button loading={loading} loadingIndicator={sending}>
          Send invoice
        </Button>
        <Button
          loading={loading}
          loadingPosition="start"
          loadingIndicator={sending}
          startDecorator={<SendRounded />}
          variant="soft"
        >
          Send invoice
        </Button>
        <Button
          loading={loading}
          loadingPosition="end"
          loadingIndicator={sending}
          endDecorator={<SendRounded />}
          variant="outlined"
        >
          Send invoice
        </Button>
      </Stack>
    </Stack>
  );
}
