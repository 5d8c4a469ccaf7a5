import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const cabin = (
  <Box
    role="img"
    aria-label="Wooden cabin beside a lake"
    sx={{ background: 'linear-gradient(180deg, #9ad0ec 0%, #e6f2f7 100%)' }}
  >
    <svg
      viewBox="0 0 160 90"
      width="100%"
      height="100%"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
    >
      <path d="M0 60 L40 30 L75 58 L110 34 L160 62 V90 H0 Z" fill="#6c8f6b" />
      <rect x="58" y="52" width="30" height="18" fill="#8a5a3b" />
      <path d="M54 53 L73 40 L92 53 Z" fill="#5b3a26" />
      <rect x="0" y="70" width="160" height="20" fill="#4a90b8" />
    </svg>
  </Box>
);

export default function AspectRatioInCard() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Card sx={{ width: 240 }}>
        <AspectRatio ratio="4/3">{cabin}</AspectRatio>
        <CardContent>
          <Typography level="title-md">Lakeside cabin</Typography>
          <Typography level="body-sm">Sleeps 4 · 2 bedrooms</Typography>
        </CardContent>
      </Card>
      <Card sx={{ width: 240 }}>
        <CardOverflow>
          <AspectRatio ratio="4/3">{cabin}</AspectRatio>
        </CardOverflow>
        <CardContent>
          <Typography level="title-md">Lakeside cabin</Typography>
          <Typography level="body-sm">Edge to edge with CardOverflow</Typography>
        </CardContent>
      </Card>
    </Stack>
  );
}
