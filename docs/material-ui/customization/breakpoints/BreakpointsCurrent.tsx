import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

export default function BreakpointsCurrent() {
  const { breakpoints } = useTheme();
  const { keys, values } = breakpoints;

  return (
    <div>
      <Typography variant="h6" component="p" gutterBottom>
        This window is in the{' '}
        {keys.map((key) => (
          // Plain CSS picks the label: no JavaScript, so it is right on first paint.
          <Box
            key={key}
            component="code"
            sx={{ display: 'none', [breakpoints.only(key)]: { display: 'inline' } }}
          >
            {key}
          </Box>
        ))}{' '}
        range.
      </Typography>
      <Box
        component="ol"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
          gap: 0.5,
          m: 0,
          p: 0,
          listStyle: 'none',
        }}
      >
        {keys.map((key, index) => {
          const next = keys[index + 1];
          const range = next
            ? `${values[key]}–${values[next] - 1}px`
            : `${values[key]}px and up`;
          return (
            <Box
              component="li"
              key={key}
              sx={{
                px: 1,
                py: 1.5,
                borderRadius: 1,
                textAlign: 'center',
                bgcolor: 'action.hover',
                [breakpoints.only(key)]: {
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                },
              }}
            >
              <Typography
                variant="subtitle2"
                component="span"
                sx={{ display: 'block' }}
              >
                {key}
              </Typography>
              <Typography variant="caption" sx={{ overflowWrap: 'anywhere' }}>
                {range}
              </Typography>
            </Box>
          );
        })}
      </Box>
    </div>
  );
}
