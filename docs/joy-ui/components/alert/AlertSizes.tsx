import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Stack from '@mui/joy/Stack';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

export default function AlertSizes() {
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 480 }}>
      <Alert size="sm" startDecorator={<InfoOutlined />}>
        Small: changes are saved automatically.
      </Alert>
      <Alert size="md" startDecorator={<InfoOutlined />}>
        Medium: changes are saved automatically.
      </Alert>
      <Alert size="lg" startDecorator={<InfoOutlined />}>
        Large: changes are saved automatically.
      </Alert>
    </Stack>
  );
}
