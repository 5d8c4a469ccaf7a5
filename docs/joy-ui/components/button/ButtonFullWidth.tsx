import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

export default function ButtonFullWidth() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 320 }}>
      <Typography level="title-lg">Team plan</Typography>
      <Typography level="body-sm">
        Shared workspaces, audit logs and priority support.
      </Typography>
      <Button fullWidth>Start a 14-day trial</Button>
      <Button fullWidth variant="plain" color="neutral">
        Compare plans
      </Button>
    </Card>
  );
}
