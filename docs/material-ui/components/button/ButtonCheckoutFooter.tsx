import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';

export default function ButtonCheckoutFooter() {
  const [paid, setPaid] = React.useState(false);

  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 560 }}>
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Button startIcon={<ArrowBackIcon />} disabled={paid}>
          Back to shipping
        </Button>
        <Box sx={{ flex: 1 }} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Total <strong>€793.00</strong>
        </Typography>
        <Button
          variant="contained"
          size="large"
          startIcon={<LockOutlinedIcon />}
          disabled={paid}
          onClick={() => setPaid(true)}
        >
          {paid ? 'Paid' : 'Pay €793.00'}
        </Button>
      </Stack>
    </Paper>
  );
}
