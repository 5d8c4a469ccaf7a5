import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const aligns = ['left', 'center', 'right', 'justify'] as const;

export default function TypographyLayout() {
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h6" component="h3" gutterBottom>
          Packing list for Madeira
        </Typography>
        <Typography variant="body2">
          Rain jacket, spare socks, a head torch and the ferry tickets.
        </Typography>
      </Box>
      <Box
        sx={{ width: 240, p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Typography variant="body2" noWrap>
          Re: Booking confirmation for the Douro valley river cruise on 14 June
        </Typography>
      </Box>
      <Stack spacing={1}>
        {aligns.map((align) => (
          <Typography
            key={align}
            variant="body2"
            align={align}
            sx={{ bgcolor: 'action.hover', p: 1, borderRadius: 1 }}
          >
            align=&quot;{align}&quot;: the last ferry to Vila Nova de Gaia leaves at
            23:40 from the Ribeira pier.
          </Typography>
        ))}
      </Stack>
    </Stack>
  );
}
