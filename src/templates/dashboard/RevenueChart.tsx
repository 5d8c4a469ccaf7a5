import React, { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useElementWidth } from '../shared/useElementWidth';
import { visuallyHidden } from '../shared/visuallyHidden';

export interface ChartSeries {
  label: string;
  values: number[];
}

export interface RevenueChartProps {
  labels: string[];
  current: ChartSeries;
  previous: ChartSeries;
  /** Axis tick label, e.g. "$4k". */
  format: (value: number) => string;
  /** Exact value for the hover card and the data table, e.g. "$4,020". */
  formatValue: (value: number) => string;
  /** Short description read by screen readers, e.g. the trend in words. */
  summary: string;
}

const HEIGHT = 260;
const PADDING = { top: 16, right: 24, bottom: 30, left: 52 };

/** Rounds a maximum up to a value that splits into four tidy ticks (e.g. 4,820 → 6,000). */
function niceMax(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 1.2, 1.6, 2, 2.4, 3, 4, 5, 6, 8, 10].find((candidate) => candidate * power >= value) ?? 10;
  return step * power;
}

/**
 * A line chart drawn with SVG: this period as a filled line, the previous period dashed.
 * It is sized to its container in pixels (not scaled), so text stays legible on phones.
 * Hovering shows the values for a week; a hidden table carries the same data for screen readers.
 */
export default function RevenueChart({ labels, current, previous, format, formatValue, summary }: RevenueChartProps) {
  const theme = useTheme();
  const palette = theme.vars!.palette;
  const gradientId = useId();
  const [ref, width] = useElementWidth<HTMLDivElement>(640);
  const [hover, setHover] = useState<number | null>(null);

  const plotWidth = Math.max(1, width - PADDING.left - PADDING.right);
  const plotHeight = HEIGHT - PADDING.top - PADDING.bottom;
  const max = niceMax(Math.max(...current.values, ...previous.values) * 1.05);
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((fraction) => fraction * max);
  const x = (index: number) => PADDING.left + (index / (labels.length - 1)) * plotWidth;
  const y = (value: number) => PADDING.top + plotHeight - (value / max) * plotHeight;
  const path = (values: number[]) =>
    values.map((value, index) => `${index ? 'L' : 'M'}${x(index).toFixed(1)},${y(value).toFixed(1)}`).join(' ');
  const area = `${path(current.values)} L${x(labels.length - 1).toFixed(1)},${y(0)} L${x(0).toFixed(1)},${y(0)} Z`;
  const labelEvery = width < 420 ? 3 : width < 640 ? 2 : 1;

  const onPointerMove = (event: React.PointerEvent<SVGRectElement>) => {
    const bounds = event.currentTarget.getBoundingClientRect();
    const ratio = (event.clientX - bounds.left) / bounds.width;
    setHover(Math.min(labels.length - 1, Math.max(0, Math.round(ratio * (labels.length - 1)))));
  };

  return (
    <Box>
      <Stack direction="row" spacing={2.5} sx={{ mb: 1.5, flexWrap: 'wrap' }} aria-hidden="true">
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: 16, height: 3, borderRadius: 2, bgcolor: 'primary.main' }} />
          <Typography variant="body2" color="text.secondary">
            {current.label}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Box sx={{ width: 16, borderTop: '2px dashed', borderColor: 'text.secondary' }} />
          <Typography variant="body2" color="text.secondary">
            {previous.label}
          </Typography>
        </Stack>
      </Stack>
      <Box ref={ref} sx={{ position: 'relative', width: '100%', direction: 'ltr' }}>
        <svg
          width={width}
          height={HEIGHT}
          role="img"
          aria-label={summary}
          style={{ display: 'block', maxWidth: '100%' }}
        >
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" style={{ stopColor: palette.primary.main, stopOpacity: 0.28 }} />
              <stop offset="1" style={{ stopColor: palette.primary.main, stopOpacity: 0 }} />
            </linearGradient>
          </defs>
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={PADDING.left}
                x2={width - PADDING.right}
                y1={y(tick)}
                y2={y(tick)}
                style={{ stroke: palette.divider }}
              />
              <text
                x={PADDING.left - 8}
                y={y(tick)}
                dy="0.35em"
                textAnchor="end"
                fontSize={12}
                style={{ fill: palette.text.secondary }}
              >
                {format(tick)}
              </text>
            </g>
          ))}
          {labels.map((label, index) =>
            (labels.length - 1 - index) % labelEvery === 0 ? (
              <text
                key={label}
                x={x(index)}
                y={HEIGHT - 8}
                textAnchor="middle"
                fontSize={12}
                style={{ fill: palette.text.secondary }}
              >
                {label}
              </text>
            ) : null,
          )}
          <path
            d={path(previous.values)}
            fill="none"
            strokeWidth={1.75}
            strokeDasharray="5 5"
            style={{ stroke: palette.text.secondary }}
          />
          <path d={area} style={{ fill: `url(#${gradientId})` }} />
          <path
            d={path(current.values)}
            fill="none"
            strokeWidth={2.75}
            strokeLinejoin="round"
            strokeLinecap="round"
            style={{ stroke: palette.primary.main }}
          />
          {hover !== null && (
            <g>
              <line
                x1={x(hover)}
                x2={x(hover)}
                y1={PADDING.top}
                y2={PADDING.top + plotHeight}
                style={{ stroke: palette.text.secondary }}
                strokeDasharray="2 3"
              />
              <circle
                cx={x(hover)}
                cy={y(previous.values[hover])}
                r={4}
                style={{ fill: palette.background.paper, stroke: palette.text.secondary }}
                strokeWidth={2}
              />
              <circle
                cx={x(hover)}
                cy={y(current.values[hover])}
                r={5}
                style={{ fill: palette.background.paper, stroke: palette.primary.main }}
                strokeWidth={2.5}
              />
            </g>
          )}
          <rect
            x={PADDING.left}
            y={PADDING.top}
            width={plotWidth}
            height={plotHeight}
            fill="transparent"
            onPointerMove={onPointerMove}
            onPointerLeave={() => setHover(null)}
          />
        </svg>
        {hover !== null && (
          <Paper
            elevation={6}
            aria-hidden="true"
            sx={{
              position: 'absolute',
              top: 8,
              left: Math.min(Math.max(x(hover) - 84, 0), Math.max(0, width - 168)),
              width: 168,
              px: 1.5,
              py: 1,
              pointerEvents: 'none',
            }}
          >
            <Typography variant="caption" color="text.secondary">
              Week of {labels[hover]}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {formatValue(current.values[hover])}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              Before: {formatValue(previous.values[hover])}
            </Typography>
          </Paper>
        )}
      </Box>
      <Box component="table" sx={visuallyHidden}>
        <caption>Weekly figures</caption>
        <thead>
          <tr>
            <th scope="col">Week of</th>
            <th scope="col">{current.label}</th>
            <th scope="col">{previous.label}</th>
          </tr>
        </thead>
        <tbody>
          {labels.map((label, index) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{formatValue(current.values[index])}</td>
              <td>{formatValue(previous.values[index])}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
