import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const lines = [
  { label: 'Team plan, 3 seats, yearly', amount: '€72.00' },
  { label: 'VAT (20%)', amount: '€14.40' },
];

export default function HowToCustomizeSx() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 360 }}>
      <CardContent>
        <Typography
          variant="overline"
          component="h3"
          sx={{ color: 'text.secondary' }}
        >
          Order summary
        </Typography>
        <Stack spacing={1} sx={{ mt: 1 }}>
          {lines.map((line) => (
            <Stack
              key={line.label}
              direction="row"
              sx={{ justifyContent: 'space-between' }}
            >
              <Typography variant="body2">{line.label}</Typography>
              <Typography variant="body2">{line.amount}</Typography>
            </Stack>
          ))}
          <Divider />
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography sx={{ fontWeight: 600 }}>Total</Typography>
            <Typography sx={{ fontWeight: 600 }}>€86.40</Typography>
          </Stack>
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        {/* The only button of the app that looks like this: sx keeps it local. */}
        <Button
          variant="contained"
          size="large"
          fullWidth
          sx={{
            py: 1.5,
            borderRadius: 6,
            textTransform: 'none',
            fontWeight: 600,
            boxShadow: 'none',
            '&:hover': { boxShadow: 'none' },
          }}
        >
          Pay €86.40
        </Button>
      </CardActions>
    </Card>
  );
}
