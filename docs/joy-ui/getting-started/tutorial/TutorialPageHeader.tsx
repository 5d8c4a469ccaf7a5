import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function TutorialPageHeader() {
  return (
    <Sheet
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 'md', maxWidth: 560 }}
    >
      <Stack spacing={1}>
        <Typography level="title-sm" textColor="text.tertiary">
          Northwind Studio · Settings
        </Typography>
        <Typography level="h3" component="h2">
          Team members
        </Typography>
        <Typography level="body-md">
          Invite people to your workspace and choose what they can change. Admins
          manage billing; editors publish; viewers can only comment.
        </Typography>
        <Typography level="body-sm">6 members · 2 pending invitations</Typography>
      </Stack>
    </Sheet>
  );
}
