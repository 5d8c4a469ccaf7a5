import * as React from 'react';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

const SIZES = ['XS', 'S', 'M', 'L', 'XL'];

export default function ToggleButtonGroupSpacing() {
  const [size, setSize] = React.useState('M');
  const [fit, setFit] = React.useState('regular');
  return (
    <Stack spacing={3} sx={{ maxWidth: 360 }}>
      <ToggleButtonGroup
        aria-label="Shirt size"
        variant="soft"
        spacing={1}
        value={size}
        onChange={(_event, newSize) => newSize && setSize(newSize)}
      >
        {SIZES.map((option) => (
          <Button key={option} value={option}>
            {option}
          </Button>
        ))}
      </ToggleButtonGroup>
      <ToggleButtonGroup
        aria-label="Fit"
        buttonFlex={1}
        value={fit}
        onChange={(_event, newFit) => newFit && setFit(newFit)}
      >
        <Button value="slim">Slim</Button>
        <Button value="regular">Regular</Button>
        <Button value="relaxed">Relaxed</Button>
      </ToggleButtonGroup>
    </Stack>
  );
}
