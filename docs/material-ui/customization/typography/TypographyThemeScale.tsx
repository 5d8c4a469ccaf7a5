import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

const variants = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
] as const;

export default function TypographyThemeScale() {
  const { typography } = useTheme();

  return (
    <Stack spacing={1.5} divider={<Divider flexItem />}>
      {variants.map((variant) => {
        const { fontSize, fontWeight, lineHeight } = typography[variant];
        // Sizes are stored in rem; htmlFontSize says how many pixels one rem is.
        const pixels = parseFloat(String(fontSize)) * typography.htmlFontSize;
        return (
          <Box
            key={variant}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '12rem minmax(0, 1fr)' },
              columnGap: 2,
              alignItems: 'baseline',
            }}
          >
            <Typography
              variant="caption"
              component="p"
              sx={{ color: 'text.secondary' }}
            >
              <code>{variant}</code> · {String(fontSize)} ({Math.round(pixels)}px) ·{' '}
              {String(fontWeight)} · {String(lineHeight)}
            </Typography>
            <Typography variant={variant} component="p" noWrap>
              Harbour ferry timetable
            </Typography>
          </Box>
        );
      })}
    </Stack>
  );
}
