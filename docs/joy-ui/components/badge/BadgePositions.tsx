import * as React from 'react';
import Badge from '@mui/joy/Badge';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const ORIGINS = [
  { vertical: 'top', horizontal: 'left' },
  { vertical: 'top', horizontal: 'right' },
  { vertical: 'bottom', horizontal: 'left' },
  { vertical: 'bottom', horizontal: 'right' },
] as const;

export default function BadgePositions() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap', p: 1 }}>
      {ORIGINS.map((origin) => (
        <Badge
          key={`${origin.vertical}-${origin.horizontal}`}
          badgeContent={2}
          anchorOrigin={origin}
        >
          <Sheet
            variant="outlined"
            sx={{
              width: 96,
              height: 56,
              borderRadius: 'sm',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            <Typography level="body-xs">
              {origin.vertical} {origin.horizontal}
            </Typography>
          </Sheet>
        </Badge>
      ))}
    </Stack>
  );
}
