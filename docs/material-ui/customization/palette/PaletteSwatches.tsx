import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

const intents = [
  'primary',
  'secondary',
  'error',
  'warning',
  'info',
  'success',
] as const;
const shades = ['light', 'main', 'dark'] as const;

export default function PaletteSwatches() {
  const { palette } = useTheme();
  const neutrals = [
    ['text.primary', palette.text.primary],
    ['text.secondary', palette.text.secondary],
    ['text.disabled', palette.text.disabled],
    ['divider', palette.divider],
    ['background.default', palette.background.default],
    ['background.paper', palette.background.paper],
    ['action.hover', palette.action.hover],
    ['grey[500]', palette.grey[500]],
  ];

  return (
    <Stack spacing={3}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
          gap: 2,
        }}
      >
        {intents.map((intent) => (
          <div key={intent}>
            <Typography variant="subtitle2" component="h3" gutterBottom>
              {intent}
            </Typography>
            <Box sx={{ borderRadius: 1, overflow: 'hidden' }}>
              {shades.map((shade) => {
                const color = palette[intent][shade];
                return (
                  <Box
                    key={shade}
                    sx={{
                      display: 'flex',
                      justifyContent: 'space-between',
                      gap: 1,
                      px: 1.5,
                      py: shade === 'main' ? 2 : 1,
                      bgcolor: color,
                      color: palette.getContrastText(color),
                      typography: 'caption',
                    }}
                  >
                    <span>{shade}</span>
                    <Box component="span" sx={{ fontFamily: 'monospace' }}>
                      {color}
                    </Box>
                  </Box>
                );
              })}
            </Box>
          </div>
        ))}
      </Box>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 1.5,
          m: 0,
          p: 0,
          listStyle: 'none',
        }}
      >
        {neutrals.map(([name, value]) => (
          <Box component="li" key={name} sx={{ display: 'flex', gap: 1.5 }}>
            <Box
              sx={{
                flexShrink: 0,
                width: 32,
                height: 32,
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
                bgcolor: value,
              }}
            />
            <Typography variant="body2" component="span">
              <code>{name}</code>
              <Box
                component="span"
                sx={{ display: 'block', color: 'text.secondary' }}
              >
                {value}
              </Box>
            </Typography>
          </Box>
        ))}
      </Box>
    </Stack>
  );
}
