import * as React from 'react';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';

const bookings = [
  { day: 'Mon', count: 42 },
  { day: 'Tue', count: 38 },
  { day: 'Wed', count: 51 },
  { day: 'Thu', count: 47 },
  { day: 'Fri', count: 66 },
  { day: 'Sat', count: 73 },
  { day: 'Sun', count: 58 },
];

// A chart that is not a Material UI component: it reads colors, spacing,
// corner radius and fonts from whatever theme is above it.
function BookingsChart() {
  const theme = useTheme();
  const barWidth = 28;
  const gap = 12;
  const height = 120;
  const max = Math.max(...bookings.map((item) => item.count));

  return (
    <div
      style={{
        padding: theme.spacing(2),
        borderRadius: theme.shape.borderRadius,
        background: theme.palette.background.paper,
        color: theme.palette.text.primary,
        border: `1px solid ${theme.palette.divider}`,
        fontFamily: theme.typography.fontFamily,
        maxWidth: 320,
      }}
    >
      <p style={{ ...theme.typography.subtitle2, margin: 0 }}>Bookings this week</p>
      <svg
        role="img"
        aria-label="Bookings per day: busiest on Saturday with 73"
        viewBox={`0 0 ${bookings.length * (barWidth + gap)} ${height + 20}`}
        style={{ width: '100%', marginTop: theme.spacing(1) }}
      >
        {bookings.map((item, index) => {
          const barHeight = (item.count / max) * height;
          return (
            <g
              key={item.day}
              transform={`translate(${index * (barWidth + gap)}, 0)`}
            >
              <rect
                y={height - barHeight}
                width={barWidth}
                height={barHeight}
                rx={theme.shape.borderRadius / 2}
                fill={
                  item.count === max
                    ? theme.palette.secondary.main
                    : theme.palette.primary.main
                }
              />
              <text
                x={barWidth / 2}
                y={height + 15}
                textAnchor="middle"
                fontSize={11}
                fill={theme.palette.text.secondary}
              >
                {item.day}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}

const theme = createTheme({
  palette: {
    primary: { main: '#00695c' },
    secondary: { main: '#ad1457' },
  },
  shape: { borderRadius: 12 },
});

export default function ThemingUseTheme() {
  return (
    <ThemeProvider theme={theme}>
      <BookingsChart />
    </ThemeProvider>
  );
}
