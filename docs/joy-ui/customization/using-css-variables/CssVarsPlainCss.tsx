import * as React from 'react';

const DAYS = [
  { day: 'Mon', orders: 42 },
  { day: 'Tue', orders: 58 },
  { day: 'Wed', orders: 51 },
  { day: 'Thu', orders: 73 },
  { day: 'Fri', orders: 66 },
  { day: 'Sat', orders: 31 },
  { day: 'Sun', orders: 24 },
];
const MAX = 80;
const BAR = 28;
const GAP = 12;
const HEIGHT = 120;

// No Joy component here: plain elements read the theme through var(--joy-*).
export default function CssVarsPlainCss() {
  const titleId = React.useId();
  const best = Math.max(...DAYS.map((entry) => entry.orders));
  return (
    <figure
      style={{
        margin: 0,
        maxWidth: 320,
        padding: 16,
        borderRadius: 'var(--joy-radius-md)',
        border: '1px solid var(--joy-palette-divider)',
        background: 'var(--joy-palette-background-surface)',
      }}
    >
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${DAYS.length * (BAR + GAP)} ${HEIGHT + 20}`}
        style={{ width: '100%', height: 'auto', display: 'block' }}
      >
        <title id={titleId}>
          {`Orders per day: ${DAYS.map((e) => `${e.day} ${e.orders}`).join(', ')}`}
        </title>
        <line
          x1={0}
          x2={DAYS.length * (BAR + GAP)}
          y1={HEIGHT}
          y2={HEIGHT}
          style={{ stroke: 'var(--joy-palette-divider)' }}
        />
        {DAYS.map((entry, index) => {
          const height = (entry.orders / MAX) * HEIGHT;
          const x = index * (BAR + GAP) + GAP / 2;
          return (
            <g key={entry.day}>
              <rect
                x={x}
                y={HEIGHT - height}
                width={BAR}
                height={height}
                rx={4}
                style={{
                  fill:
                    entry.orders === best
                      ? 'var(--joy-palette-primary-solidBg)'
                      : 'var(--joy-palette-primary-outlinedBorder)',
                }}
              />
              <text
                x={x + BAR / 2}
                y={HEIGHT + 15}
                textAnchor="middle"
                style={{
                  fill: 'var(--joy-palette-text-tertiary)',
                  font: 'var(--joy-font-body-xs)',
                }}
              >
                {entry.day}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption
        style={{
          marginTop: 8,
          color: 'var(--joy-palette-text-secondary)',
          font: 'var(--joy-font-body-sm)',
        }}
      >
        Orders this week. Thursday was the busiest day.
      </figcaption>
    </figure>
  );
}
