import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import SendRounded from '@mui/icons-material/SendRounded';

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
        <Button loading={loading}>Send invoice</Button>
        <Button
          loading={loading}
          loadingPosition="start"
          startDecorator={<SendRounded />}
          variant="soft"
        >
          Send invoice
        </Button>
        <Button
          loading={loading}
          loadingPosition="end"
          endDecorator={<SendRounded />}
          variant="outlined"
        >
          Send invoice
        </Button>
      </Stack>
    </Stack>
  );
}
