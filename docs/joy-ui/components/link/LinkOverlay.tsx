import * as React from 'react';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function LinkOverlay() {
  return (
    <Card
      variant="outlined"
      sx={{
        maxWidth: 320,
        '&:hover': {
          boxShadow: 'md',
          borderColor: 'neutral.outlinedHoverBorder',
        },
      }}
    >
      <Chip size="sm" variant="soft" color="primary">
        Guide
      </Chip>
      <Typography level="title-lg">
        <Link href="#offline-sync" overlay underline="none" color="neutral">
          Sync notes across devices
        </Link>
      </Typography>
      <Typography level="body-sm">
        Set up offline access and resolve conflicts when two people edit the same
        note. 6 min read.
      </Typography>
    </Card>
  );
}
