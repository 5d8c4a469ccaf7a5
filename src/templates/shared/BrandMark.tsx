import React, { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

/** An original logo: two overlapping rounded strokes in the brand gradient, plus a wordmark. */
export default function BrandMark({
  name,
  size = 28,
  hideName = false,
  color = 'text.primary',
}: {
  name: string;
  size?: number;
  hideName?: boolean;
  /** Colour of the wordmark. */
  color?: string;
}) {
  const theme = useTheme();
  const gradientId = useId();
  const palette = theme.vars!.palette;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color }}>
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" style={{ stopColor: palette.primary.main }} />
            <stop offset="1" style={{ stopColor: palette.secondary.main }} />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
        <path d="M9 20.5c3.2-6.4 6.8-9.6 10.8-9.6" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" fill="none" />
        <path
          d="M13 23c3-4 6-6 10-6"
          stroke="#fff"
          strokeOpacity="0.7"
          strokeWidth="3.2"
          strokeLinecap="round"
          fill="none"
        />
      </svg>
      {!hideName && (
        <Typography component="span" sx={{ fontWeight: 800, fontSize: size * 0.62, letterSpacing: '-0.02em' }}>
          {name}
        </Typography>
      )}
    </Box>
  );
}
