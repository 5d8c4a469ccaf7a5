import * as React from 'react';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const COLORS = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
const SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

export default function ThemeColorsScales() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: '4.5rem repeat(10, minmax(0, 1fr))',
        gap: 0.5,
        alignItems: 'center',
        maxWidth: 640,
      }}
    >
      <span />
      {SHADES.map((shade) => (
        <Typography key={shade} level="body-xs" sx={{ textAlign: 'center' }}>
          {shade}
        </Typography>
      ))}
      {COLORS.map((color) => (
        <React.Fragment key={color}>
          <Typography level="body-xs" sx={{ fontWeight: 'lg' }}>
            {color}
          </Typography>
          {SHADES.map((shade) => (
            <Box
              key={shade}
              role="img"
              aria-label={`${color} ${shade}`}
              sx={{
                height: 32,
                borderRadius: 'xs',
                bgcolor: `${color}.${shade}`,
                boxShadow: 'inset 0 0 0 1px rgba(0 0 0 / 0.06)',
              }}
            />
          ))}
        </React.Fragment>
      ))}
    </Box>
  );
}
