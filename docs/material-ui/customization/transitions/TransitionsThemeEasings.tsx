import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

const easings = ['easeInOut', 'easeOut', 'easeIn', 'sharp'] as const;
type EasingName = (typeof easings)[number];

// Slower than any theme duration, so the shape of each curve is easy to see.
const DURATION = 1000;

export default function TransitionsThemeEasings() {
  const theme = useTheme();
  const [moved, setMoved] = React.useState<Record<EasingName, boolean>>({
    easeInOut: false,
    easeOut: false,
    easeIn: false,
    sharp: false,
  });

  const toggle = (name: EasingName) =>
    setMoved((previous) => ({ ...previous, [name]: !previous[name] }));

  const toggleAll = () =>
    setMoved((previous) => {
      const target = !previous.easeInOut;
      return { easeInOut: target, easeOut: target, easeIn: target, sharp: target };
    });

  return (
    <Stack spacing={2}>
      {easings.map((name) => (
        <Box
          key={name}
          sx={{
            display: 'grid',
            gridTemplateColumns: '7.5rem minmax(0, 1fr)',
            gap: 2,
            alignItems: 'center',
          }}
        >
          <Button variant="outlined" size="small" onClick={() => toggle(name)}>
            {name}
          </Button>
          <div>
            <Box
              sx={{
                position: 'relative',
                height: 20,
                borderRadius: 10,
                bgcolor: 'action.hover',
              }}
            >
              <Box
                sx={{
                  position: 'absolute',
                  top: 0,
                  left: moved[name] ? 'calc(100% - 20px)' : 0,
                  width: 20,
                  height: 20,
                  borderRadius: '50%',
                  bgcolor: 'primary.main',
                  transition: theme.transitions.create('left', {
                    duration: DURATION,
                    easing: theme.transitions.easing[name],
                  }),
                }}
              />
            </Box>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {theme.transitions.easing[name]}
            </Typography>
          </div>
        </Box>
      ))}
      <div>
        <Button variant="contained" onClick={toggleAll}>
          Run all four
        </Button>
      </div>
    </Stack>
  );
}
