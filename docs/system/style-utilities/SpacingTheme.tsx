import * as React from 'react';
import { Box, ThemeProvider, createTheme } from '@mui/system';
import { Choice, Controls } from './choices';

const scales = {
  'spacing: 4': createTheme({ spacing: 4 }),
  'spacing: 8 (default)': createTheme({ spacing: 8 }),
  'spacing: [0, 4, 8, 16, 32, 64]': createTheme({ spacing: [0, 4, 8, 16, 32, 64] }),
  'spacing: (factor) => `${0.25 * factor}rem`': createTheme({
    spacing: (factor: number) => `${0.25 * factor}rem`,
  }),
};
type Scale = keyof typeof scales;
const scaleNames = Object.keys(scales) as Scale[];
const steps = [1, 2, 3, 4];

export default function SpacingTheme() {
  const [scale, setScale] = React.useState<Scale>('spacing: 8 (default)');
  const theme = scales[scale];

  return (
    <div>
      <Controls>
        <Choice
          label="theme"
          options={scaleNames}
          value={scale}
          onChange={setScale}
        />
      </Controls>
      <ThemeProvider theme={theme}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          {steps.map((step) => (
            <Box key={step} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
              <Box
                component="code"
                sx={{ width: 56, fontFamily: 'monospace', fontSize: 13 }}
              >
                {`pl: ${step}`}
              </Box>
              <Box
                sx={{
                  pl: step,
                  height: 20,
                  bgcolor: '#1976d2',
                  borderRadius: '2px',
                }}
              />
              <Box component="span" sx={{ fontFamily: 'monospace', fontSize: 13 }}>
                {theme.spacing(step)}
              </Box>
            </Box>
          ))}
        </Box>
      </ThemeProvider>
    </div>
  );
}
