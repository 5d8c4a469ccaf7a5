import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

const VARIANTS = [
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
] as const satisfies readonly NonNullable<TypographyProps['variant']>[];

// Converts a rem size to the px value a design tool shows, at the theme's html font size.
function toPx(size: string | number | undefined, htmlFontSize: number) {
  if (typeof size === 'number') return `${size}px`;
  if (!size) return '–';
  const value = parseFloat(size);
  return size.endsWith('rem')
    ? `${Math.round(value * htmlFontSize * 100) / 100}px`
    : size;
}

export default function FigmaTypographyScale() {
  const { typography } = useTheme();

  return (
    <Stack divider={<Divider />} spacing={1.5}>
      {VARIANTS.map((variant) => {
        const style = typography[variant];
        const details = [
          toPx(style.fontSize, typography.htmlFontSize),
          `weight ${style.fontWeight}`,
          `line height ${style.lineHeight}`,
          style.letterSpacing ? `tracking ${style.letterSpacing}` : null,
        ]
          .filter(Boolean)
          .join(' · ');
        return (
          <Box
            key={variant}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '200px minmax(0, 1fr)' },
              columnGap: 3,
              alignItems: 'baseline',
            }}
          >
            <Box>
              <Typography
                component="p"
                sx={{ fontFamily: 'monospace', fontWeight: 700 }}
              >
                {variant}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {details}
              </Typography>
            </Box>
            <Typography variant={variant} component="p" noWrap>
              Quarterly report
            </Typography>
          </Box>
        );
      })}
    </Stack>
  );
}
