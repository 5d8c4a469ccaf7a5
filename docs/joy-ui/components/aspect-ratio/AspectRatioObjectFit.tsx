import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

// A wide (2:1) drawing, stored as a data URI so that it works offline.
const PANORAMA = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="160" viewBox="0 0 320 160">
    <rect width="320" height="160" fill="#1f3b57"/>
    <circle cx="60" cy="44" r="18" fill="#f4e3a1"/>
    <path d="M0 120 L70 60 L120 105 L190 40 L260 100 L320 70 V160 H0 Z" fill="#4f7a94"/>
    <path d="M0 140 C80 118 160 150 240 128 S300 126 320 132 V160 H0 Z" fill="#274d3a"/>
  </svg>`,
)}`;

const FITS = ['cover', 'contain'] as const;

export default function AspectRatioObjectFit() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {FITS.map((fit) => (
        <Box key={fit} sx={{ width: 150 }}>
          <AspectRatio ratio="1" objectFit={fit} sx={{ borderRadius: 'sm' }}>
            <img src={PANORAMA} alt="Mountain range at night under a full moon" />
          </AspectRatio>
          <Typography level="body-sm" sx={{ mt: 0.5 }}>
            objectFit=&quot;{fit}&quot;
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
