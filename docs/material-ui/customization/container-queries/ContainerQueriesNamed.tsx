import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const metrics = [
  { label: 'Orders', value: '1,284', trend: 'Up 8% on last week' },
  { label: 'Revenue', value: '€48,210', trend: 'Up 3% on last week' },
  { label: 'Returns', value: '37', trend: 'Down 12% on last week' },
];

const widths = { narrow: 320, medium: 520, full: '100%' };

export default function ContainerQueriesNamed() {
  const [size, setSize] = React.useState<keyof typeof widths>('medium');

  return (
    <div>
      <ToggleButtonGroup
        aria-label="Dashboard width"
        size="small"
        exclusive
        value={size}
        onChange={(_event, value: keyof typeof widths | null) => {
          if (value !== null) setSize(value);
        }}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="narrow">320px</ToggleButton>
        <ToggleButton value="medium">520px</ToggleButton>
        <ToggleButton value="full">Full width</ToggleButton>
      </ToggleButtonGroup>
      <Box
        sx={{
          // A named container: queries can target it from any depth.
          containerType: 'inline-size',
          containerName: 'dashboard',
          width: widths[size],
          maxWidth: '100%',
        }}
      >
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { '@': '1fr', '@480': 'repeat(3, 1fr)' },
            gap: 1.5,
          }}
        >
          {metrics.map((metric) => (
            <Paper
              key={metric.label}
              variant="outlined"
              // Each tile is a container too, the nearest one for its content.
              sx={{ containerType: 'inline-size', p: 2 }}
            >
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {metric.label}
              </Typography>
              <Typography
                component="p"
                sx={{
                  fontWeight: 500,
                  // Follows the tile.
                  fontSize: { '@': '1.25rem', '@200': '2rem' },
                }}
              >
                {metric.value}
              </Typography>
              <Typography
                variant="caption"
                // Follows the dashboard, whatever the tile's width.
                sx={{ display: { '@': 'none', '@480/dashboard': 'block' } }}
              >
                {metric.trend}
              </Typography>
            </Paper>
          ))}
        </Box>
      </Box>
    </div>
  );
}
