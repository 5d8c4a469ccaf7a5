import React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The logo of "Kiln & Co.", the fictional ceramics shop of the checkout and dashboard templates. */
export default function ShopMark({ caption }: { caption?: string }) {
  return (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
      <Box
        aria-hidden="true"
        sx={{
          width: 30,
          height: 30,
          borderRadius: '50% 50% 45% 45%',
          background: 'radial-gradient(circle at 35% 30%, #f5e6c8 0 25%, #c98b5a 26% 70%, #8a4b2a 71%)',
        }}
      />
      {caption ? (
        <Box>
          <Typography sx={{ fontWeight: 800, lineHeight: 1.2 }}>Kiln &amp; Co.</Typography>
          <Typography variant="caption" color="text.secondary">
            {caption}
          </Typography>
        </Box>
      ) : (
        <Typography sx={{ fontWeight: 800, fontSize: '1.15rem', letterSpacing: '-0.01em' }}>Kiln &amp; Co.</Typography>
      )}
    </Stack>
  );
}
