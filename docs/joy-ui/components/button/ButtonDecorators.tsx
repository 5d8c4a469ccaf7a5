import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Add from '@mui/icons-material/Add';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import CloudDownloadOutlined from '@mui/icons-material/CloudDownloadOutlined';

export default function ButtonDecorators() {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button startDecorator={<Add />}>New project</Button>
      <Button
        variant="outlined"
        color="neutral"
        startDecorator={<CloudDownloadOutlined />}
      >
        Export CSV
      </Button>
      <Button variant="soft" endDecorator={<KeyboardArrowRight />}>
        Continue
      </Button>
    </Stack>
  );
}
