import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Groups from '@mui/icons-material/Groups';

export default function AvatarBasic() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Avatar aria-hidden="true">MK</Avatar>
        <Typography level="body-sm">Maya Kovač</Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Avatar aria-hidden="true">
          <Groups />
        </Avatar>
        <Typography level="body-sm">Design team</Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Avatar aria-hidden="true" />
        <Typography level="body-sm">Guest</Typography>
      </Stack>
    </Stack>
  );
}
