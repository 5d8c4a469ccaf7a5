import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function SkipInvertedColors() {
  return (
    <Card variant="solid" color="primary" invertedColors sx={{ maxWidth: 360 }}>
      <Typography level="title-lg">Start a 14-day trial</Typography>
      <Typography level="body-sm">
        No card needed. Invite your team once the workspace is ready.
      </Typography>
      <Sheet
        data-skip-inverted-colors
        variant="outlined"
        sx={{
          p: 2,
          borderRadius: 'sm',
          display: 'flex',
          flexDirection: 'column',
          gap: 1.5,
        }}
      >
        <FormControl>
          <FormLabel>Workspace name</FormLabel>
          <Input placeholder="Brightline Studio" />
        </FormControl>
        <Button>Create workspace</Button>
      </Sheet>
    </Card>
  );
}
