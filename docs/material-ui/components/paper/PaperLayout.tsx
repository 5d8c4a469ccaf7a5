import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function PaperLayout() {
  return (
    <Box sx={{ bgcolor: 'action.hover', p: { xs: 1, sm: 3 }, borderRadius: 1 }}>
      <Paper
        component="section"
        aria-labelledby="paper-layout-title"
        sx={{ p: 3, maxWidth: 480, mx: 'auto' }}
      >
        <Typography id="paper-layout-title" variant="h6" component="h3" gutterBottom>
          Delivery address
        </Typography>
        <Typography variant="body2">
          Inés Duarte
          <br />
          Rua das Flores 28, 2º esq.
          <br />
          4050-262 Porto, Portugal
        </Typography>
      </Paper>
    </Box>
  );
}
