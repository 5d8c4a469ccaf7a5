import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import type { VariantProp } from '@mui/joy/styles';

const VARIANTS: VariantProp[] = ['plain', 'outlined', 'soft', 'solid'];

export default function AlertColors() {
  const [variant, setVariant] = React.useState<VariantProp>('soft');
  return (
    <Stack spacing={2}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Variant"
        value={variant}
        onChange={(event) => setVariant(event.target.value as VariantProp)}
        sx={{ flexWrap: 'wrap', gap: 2 }}
      >
        {VARIANTS.map((option) => (
          <Radio key={option} value={option} label={option} />
        ))}
      </RadioGroup>
      <Stack spacing={1.5} sx={{ maxWidth: 480 }}>
        <Alert variant={variant} color="primary">
          A new version of the mobile app is available.
        </Alert>
        <Alert variant={variant} color="neutral">
          Scheduled maintenance on Sunday, 02:00 to 03:00 UTC.
        </Alert>
        <Alert variant={variant} color="success">
          Your payment of $49.00 was received.
        </Alert>
        <Alert variant={variant} color="warning">
          You have used 90% of your storage.
        </Alert>
        <Alert variant={variant} color="danger">
          We could not charge your card ending in 4242.
        </Alert>
      </Stack>
    </Stack>
  );
}
