import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const RATIOS = ['16/9', '4/3', '1', '3/4'];

const landscape = (
  <Box
    role="img"
    aria-label="Green hills under a morning sky"
    sx={{ background: 'linear-gradient(180deg, #7cc4fa 0%, #fde2b8 100%)' }}
  >
    <svg
      viewBox="0 0 160 90"
      width="100%"
      height="100%"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
    >
      <circle cx="118" cy="30" r="12" fill="#fff4cf" />
      <path d="M0 62 C30 48 55 50 80 60 S130 72 160 56 V90 H0 Z" fill="#5fae6f" />
      <path d="M0 74 C35 64 70 70 100 78 S140 84 160 76 V90 H0 Z" fill="#3d8a55" />
    </svg>
  </Box>
);

export default function AspectRatioBasic() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {RATIOS.map((ratio) => (
        <Box key={ratio} sx={{ width: 140 }}>
          <AspectRatio ratio={ratio} sx={{ borderRadius: 'sm' }}>
            {landscape}
          </AspectRatio>
          <Typography level="body-sm" sx={{ mt: 0.5 }}>
            ratio=&quot;{ratio}&quot;
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}
