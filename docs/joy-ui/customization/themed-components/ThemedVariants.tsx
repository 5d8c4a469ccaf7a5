import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  cssVarPrefix: 'themed-variants',
  components: {
    JoyChip: {
      styleOverrides: {
        root: {
          // Each entry applies when all of its props match.
          variants: [
            {
              props: { size: 'sm' },
              style: {
                textTransform: 'uppercase',
                letterSpacing: '0.06em',
                fontWeight: 600,
              },
            },
            {
              props: { variant: 'outlined', color: 'neutral' },
              style: { borderStyle: 'dashed' },
            },
          ],
        },
      },
    },
  },
});

const ORDERS: {
  id: string;
  status: string;
  color: ColorPaletteProp;
  variant: VariantProp;
}[] = [
  { id: '#3021', status: 'Paid', color: 'success', variant: 'soft' },
  { id: '#3022', status: 'Pending', color: 'warning', variant: 'soft' },
  { id: '#3023', status: 'Refunded', color: 'neutral', variant: 'outlined' },
  { id: '#3024', status: 'Overdue', color: 'danger', variant: 'soft' },
];

export default function ThemedVariants() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack spacing={1.5} sx={{ maxWidth: 320 }}>
        <Chip variant="outlined">Filter: this month</Chip>
        {ORDERS.map((order) => (
          <Stack
            key={order.id}
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center' }}
          >
            <Typography level="body-sm">Order {order.id}</Typography>
            <Chip size="sm" color={order.color} variant={order.variant}>
              {order.status}
            </Chip>
          </Stack>
        ))}
      </Stack>
    </CssVarsProvider>
  );
}
