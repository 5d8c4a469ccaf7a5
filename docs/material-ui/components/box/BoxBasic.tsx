import * as React from 'react';
import Box from '@mui/material/Box';

export default function BoxBasic() {
  return (
    <Box
      sx={{
        maxWidth: 360,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        color: 'text.primary',
      }}
    >
      <Box sx={{ typography: 'subtitle2' }}>Parcel 3 of 4</Box>
      <Box sx={{ typography: 'body2', color: 'text.secondary', mt: 0.5 }}>
        Left the Rotterdam depot at 07:42. Expected in Utrecht by 14:00.
      </Box>
    </Box>
  );
}
