import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { SxProps } from '@mui/joy/styles/types';
import CalendarMonth from '@mui/icons-material/CalendarMonth';

function EventCard({ title, sx }: { title: string; sx?: SxProps }) {
  return (
    <Card
      sx={[{ flex: '1 1 220px', maxWidth: 280 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <AspectRatio ratio="2">
        <Box
          aria-hidden
          sx={{
            background:
              'linear-gradient(135deg, var(--joy-palette-primary-300), var(--joy-palette-success-300))',
          }}
        />
      </AspectRatio>
      <Typography level="title-md">{title}</Typography>
      <Typography level="body-sm">Thursday, 18:30 at the Harbor Hall</Typography>
      <Button variant="soft" startDecorator={<CalendarMonth />}>
        Add to calendar
      </Button>
    </Card>
  );
}

export default function CssVarsInstance() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <EventCard title="Design systems meetup" />
      <EventCard
        title="Accessibility workshop"
        sx={{
          // Card sets these itself, so they go on the Card.
          '--Card-radius': '24px',
          '--Card-padding': '0.75rem',
          // The button reads this one: it follows the card's new radius.
          '--Button-radius': 'var(--Card-childRadius)',
        }}
      />
    </Stack>
  );
}
