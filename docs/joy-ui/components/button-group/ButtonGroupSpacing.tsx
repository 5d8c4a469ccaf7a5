import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Stack from '@mui/joy/Stack';

export default function ButtonGroupSpacing() {
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 360 }}>
      <ButtonGroup spacing={1} variant="soft" aria-label="Invitation">
        <Button color="success">Accept</Button>
        <Button color="neutral">Maybe</Button>
        <Button color="danger">Decline</Button>
      </ButtonGroup>
      <ButtonGroup buttonFlex={1} aria-label="Checkout steps">
        <Button>Back</Button>
        <Button>Save for later</Button>
        <Button variant="solid" color="primary">
          Pay
        </Button>
      </ButtonGroup>
      <ButtonGroup disabled buttonFlex={1} aria-label="Export, unavailable">
        <Button>Export PDF</Button>
        <Button>Export CSV</Button>
      </ButtonGroup>
    </Stack>
  );
}
