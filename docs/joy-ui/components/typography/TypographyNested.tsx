import * as React from 'react';
import Typography from '@mui/joy/Typography';

export default function TypographyNested() {
  return (
    <Typography level="body-lg" sx={{ maxWidth: 480 }}>
      Your order of <Typography sx={{ fontWeight: 'lg' }}>3 notebooks</Typography>{' '}
      ships to Lisbon on <Typography color="primary">Tuesday, May 14</Typography>.
      The total is <Typography textColor="text.primary">€42.50</Typography>
      <Typography level="body-sm" textColor="text.tertiary">
        {' '}
        (VAT included)
      </Typography>
      .
    </Typography>
  );
}
