import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';

const profile = (
  <Box sx={{ display: 'flex', gap: 1.5, p: 0.5, maxWidth: 260 }}>
    <Avatar aria-hidden="true">MG</Avatar>
    {/* A flex column keeps these lines apart: inside the paragraph below,
        nested Typography renders inline spans. */}
    <Stack sx={{ alignItems: 'flex-start' }}>
      <Typography level="title-sm">María García</Typography>
      <Typography level="body-xs">Product designer, Payments team</Typography>
      <Typography level="body-xs">Local time 16:40 (Madrid)</Typography>
      <Chip size="sm" color="success" sx={{ mt: 0.5 }}>
        Available
      </Chip>
    </Stack>
  </Box>
);

export default function TooltipInteractive() {
  return (
    <Typography sx={{ maxWidth: 480 }}>
      The checkout redesign is ready for review. Questions go to{' '}
      <Tooltip
        title={profile}
        variant="outlined"
        placement="bottom-start"
        describeChild
      >
        <Link href="#maria-garcia">María García</Link>
      </Tooltip>{' '}
      before Friday.
    </Typography>
  );
}
