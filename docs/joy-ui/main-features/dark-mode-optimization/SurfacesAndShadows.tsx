import * as React from 'react';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const LEVELS = ['surface', 'level1', 'level2', 'level3'] as const;
const SHADOWS = ['sm', 'md', 'lg'] as const;

function Scheme({ scheme }: { scheme: 'light' | 'dark' }) {
  return (
    <Box
      data-joy-color-scheme={scheme}
      sx={{
        flex: '1 1 260px',
        p: 2,
        borderRadius: 'md',
        bgcolor: 'background.body',
        color: 'text.primary',
      }}
    >
      <Typography level="title-sm" sx={{ mb: 1.5 }}>
        {scheme === 'light' ? 'Light' : 'Dark'}
      </Typography>
      <Typography level="body-xs" sx={{ mb: 0.5 }}>
        Background levels
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
        {LEVELS.map((level) => (
          <Sheet
            key={level}
            sx={{
              flex: 1,
              py: 1.5,
              borderRadius: 'sm',
              bgcolor: `background.${level}`,
              textAlign: 'center',
            }}
          >
            {/* body-xs defaults to text.tertiary, too faint on the dark level3 */}
            <Typography level="body-xs" textColor="text.primary">
              {level}
            </Typography>
          </Sheet>
        ))}
      </Stack>
      <Typography level="body-xs" sx={{ mb: 0.5 }}>
        Shadows on the surface
      </Typography>
      <Stack direction="row" spacing={1.5}>
        {SHADOWS.map((shadow) => (
          <Sheet
            key={shadow}
            sx={{
              flex: 1,
              py: 2,
              borderRadius: 'sm',
              boxShadow: shadow,
              textAlign: 'center',
            }}
          >
            <Typography level="body-xs">{shadow}</Typography>
          </Sheet>
        ))}
      </Stack>
    </Box>
  );
}

export default function SurfacesAndShadows() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Scheme scheme="light" />
      <Scheme scheme="dark" />
    </Stack>
  );
}
