import React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreRoundedIcon from '@mui/icons-material/ExpandMoreRounded';
import { accordionHeading } from '../shared/accordionHeading';
import { visuallyHidden } from '../shared/visuallyHidden';
import { CART, SHIPPING_METHODS, money, totals, type ShippingMethod } from './order';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
      <Typography color={strong ? 'text.primary' : 'text.secondary'} sx={{ fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: strong ? 800 : 500, fontVariantNumeric: 'tabular-nums' }}>{value}</Typography>
    </Stack>
  );
}

/** Cart lines and totals. */
export function OrderLines({ shipping }: { shipping: ShippingMethod }) {
  const sums = totals(shipping);
  return (
    <Stack spacing={2}>
      <Stack component="ul" spacing={2} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {CART.map((item) => (
          <Stack key={item.id} component="li" direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Box sx={{ position: 'relative', flexShrink: 0 }}>
              <Box
                aria-hidden="true"
                sx={{
                  width: 56,
                  height: 56,
                  borderRadius: 2,
                  background: item.swatch,
                  border: 1,
                  borderColor: 'divider',
                }}
              />
              <Box
                component="span"
                aria-hidden="true"
                sx={{
                  position: 'absolute',
                  top: -8,
                  insetInlineEnd: -8,
                  minWidth: 22,
                  height: 22,
                  px: 0.5,
                  borderRadius: 11,
                  bgcolor: 'text.primary',
                  color: 'background.paper',
                  fontSize: 12,
                  fontWeight: 700,
                  display: 'grid',
                  placeItems: 'center',
                }}
              >
                {item.quantity}
              </Box>
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {item.name}
                <Box component="span" sx={visuallyHidden}>
                  , quantity {item.quantity}
                </Box>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {item.detail}
              </Typography>
            </Box>
            <Typography sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              {money(item.price * item.quantity)}
            </Typography>
          </Stack>
        ))}
      </Stack>
      <Divider />
      <Row label="Subtotal" value={money(sums.subtotal)} />
      <Row
        label={`Delivery (${SHIPPING_METHODS[shipping].label})`}
        value={sums.shipping ? money(sums.shipping) : 'Free'}
      />
      <Row label="Estimated tax" value={money(sums.tax)} />
      <Divider />
      <Row label="Total" value={money(sums.total)} strong />
    </Stack>
  );
}

/**
 * The order summary: a sticky card beside the form on wide screens (`card`), or a collapsed
 * panel above the form on phones (`compact`).
 */
export default function OrderSummary({ shipping, variant }: { shipping: ShippingMethod; variant: 'card' | 'compact' }) {
  const { total } = totals(shipping);
  if (variant === 'card') {
    return (
      <Card component="section" aria-labelledby="summary-title" sx={{ p: 3, position: 'sticky', top: 24 }}>
        <Typography id="summary-title" component="h2" variant="h6" sx={{ mb: 2 }}>
          Order summary
        </Typography>
        <OrderLines shipping={shipping} />
      </Card>
    );
  }
  return (
    <Accordion
      disableGutters
      elevation={0}
      slotProps={{ heading: accordionHeading(2) }}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 3, '&::before': { display: 'none' } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreRoundedIcon />}
        id="summary-compact-header"
        aria-controls="summary-compact-content"
      >
        <Stack direction="row" sx={{ justifyContent: 'space-between', width: '100%', pr: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>Order summary</Typography>
          <Typography sx={{ fontWeight: 800 }}>{money(total)}</Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <OrderLines shipping={shipping} />
      </AccordionDetails>
    </Accordion>
  );
}
