import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function BadgeInset() {
  return (
    <Stack direction="row" spacing={5} useFlexGap sx={{ flexWrap: 'wrap', p: 1 }}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Badge
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          color="success"
        >
          <Avatar size="lg" aria-hidden="true">
            EL
          </Avatar>
        </Badge>
        <Typography level="body-xs">badgeInset=0</Typography>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Badge
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          badgeInset="14%"
          color="success"
        >
          <Avatar size="lg" aria-hidden="true">
            EL
          </Avatar>
        </Badge>
        <Typography level="body-xs">badgeInset=&quot;14%&quot;</Typography>
      </Stack>
    </Stack>
  );
}
