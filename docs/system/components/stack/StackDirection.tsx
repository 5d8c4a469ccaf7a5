import * as React from 'react';
import { Box, Stack } from '@mui/system';

const steps = ['Cart', 'Shipping', 'Payment', 'Review'];
const directions = ['row', 'column'] as const;

export default function StackDirection() {
  const [direction, setDirection] =
    React.useState<(typeof directions)[number]>('row');
  const [spacing, setSpacing] = React.useState(2);
  const spacingId = React.useId();
  const radioName = React.useId();

  return (
    <div>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 3,
          mb: 2,
          typography: 'body2',
          color: 'text.primary',
        }}
      >
        <Box
          component="fieldset"
          sx={{ display: 'flex', gap: 1.5, m: 0, p: 0, border: 0 }}
        >
          <Box component="legend" sx={{ float: 'left', mr: 1.5, p: 0 }}>
            direction
          </Box>
          {directions.map((value) => (
            <label key={value}>
              <input
                type="radio"
                name={radioName}
                value={value}
                checked={direction === value}
                onChange={() => setDirection(value)}
              />{' '}
              {value}
            </label>
          ))}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <label htmlFor={spacingId}>spacing</label>
          <input
            id={spacingId}
            type="range"
            min={0}
            max={4}
            step={0.5}
            value={spacing}
            onChange={(event) => setSpacing(Number(event.target.value))}
          />
          <code>{spacing}</code>
        </Box>
      </Box>
      <Stack
        component="ol"
        direction={direction}
        spacing={spacing}
        sx={{ m: 0, p: 0 }}
      >
        {steps.map((step, index) => (
          <Box
            component="li"
            key={step}
            sx={{
              listStyle: 'none',
              px: 2,
              py: 1,
              bgcolor: index === 1 ? 'primary.main' : 'background.paper',
              color: index === 1 ? 'primary.contrastText' : 'text.primary',
              border: 1,
              borderColor: index === 1 ? 'primary.main' : 'divider',
              borderRadius: 1,
              typography: 'body2',
            }}
          >
            {index + 1}. {step}
          </Box>
        ))}
      </Stack>
    </div>
  );
}
