import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function StackAlignment() {
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'center', justifyContent: 'space-between', maxWidth: 420 }}
    >
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', minWidth: 0 }}
      >
        <Avatar>MR</Avatar>
        <div style={{ minWidth: 0 }}>
          <Typography level="title-sm">Marco Rossi</Typography>
          <Typography level="body-xs" noWrap>
            marco.rossi@example.com
          </Typography>
        </div>
      </Stack>
      <Button size="sm" variant="outlined" color="neutral">
        Remove
      </Button>
    </Stack>
  );
}
