import React from 'react';
import { useTheme } from '@mui/material/styles';

/** A tiny trend line. Decorative: the card states the numbers in text. */
export default function Sparkline({
  values,
  color,
}: {
  values: number[];
  color: 'primary' | 'secondary' | 'success' | 'error';
}) {
  const theme = useTheme();
  const width = 120;
  const height = 36;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const points = values.map((value, index) => {
    const x = (index / (values.length - 1)) * width;
    const y = height - 3 - ((value - min) / (max - min || 1)) * (height - 6);
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });
  const stroke = theme.vars!.palette[color].main;
  return (
    <svg
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      focusable="false"
      style={{ display: 'block', overflow: 'visible' }}
    >
      <polyline
        points={points.join(' ')}
        fill="none"
        style={{ stroke }}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
