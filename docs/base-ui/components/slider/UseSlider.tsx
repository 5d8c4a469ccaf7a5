import * as React from 'react';
import { useSlider, valueToPercent } from '@mui/base/useSlider';
import { styled } from '@mui/system';

function SunIcon({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="12" cy="12" r="4" fill="currentColor" />
      <path
        d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

export default function UseSlider() {
  const id = React.useId();
  const [brightness, setBrightness] = React.useState(70);
  const {
    getRootProps,
    getThumbProps,
    getHiddenInputProps,
    values,
    focusedThumbIndex,
    dragging,
  } = useSlider({
    'aria-labelledby': id,
    value: brightness,
    onChange: (_event, newValue) => setBrightness(newValue as number),
    step: 5,
  });
  const percent = valueToPercent(values[0], 0, 100);

  return (
    <Field>
      <Header>
        <span id={id}>Screen brightness</span>
        <Value>{values[0]}%</Value>
      </Header>
      <Row>
        <SunIcon size={16} />
        <Bar
          {...getRootProps()}
          data-focus-visible={focusedThumbIndex !== -1 || undefined}
          data-dragging={dragging || undefined}
        >
          <Fill style={{ width: `${percent}%` }} />
          <Handle
            {...getThumbProps()}
            data-index={0}
            style={{ left: `${percent}%` }}
          >
            <input
              {...getHiddenInputProps({
                'data-index': 0,
                value: values[0],
                'aria-valuenow': values[0],
                'aria-valuetext': `${values[0]}%`,
              })}
            />
          </Handle>
        </Bar>
        <SunIcon size={22} />
      </Row>
    </Field>
  );
}

const Field = styled('div')({
  display: 'flex',
  flexDirection: 'column',
  gap: 10,
  width: 340,
  maxWidth: '100%',
});

const Header = styled('div')(({ theme }) => [
  {
    display: 'flex',
    justifyContent: 'space-between',
    fontSize: 14,
    lineHeight: '20px',
    fontWeight: 500,
    color: '#334155',
  },
  theme.applyStyles('dark', { color: '#cbd5e1' }),
]);

const Value = styled('span')(({ theme }) => [
  { fontVariantNumeric: 'tabular-nums', color: '#0f172a' },
  theme.applyStyles('dark', { color: '#f1f5f9' }),
]);

const Row = styled('div')(({ theme }) => [
  { display: 'flex', alignItems: 'center', gap: 12, color: '#64748b' },
  theme.applyStyles('dark', { color: '#94a3b8' }),
]);

const Bar = styled('span')(({ theme }) => [
  {
    position: 'relative',
    display: 'block',
    flexGrow: 1,
    height: 28,
    overflow: 'hidden',
    borderRadius: 8,
    backgroundColor: '#e2e8f0',
    cursor: 'pointer',
    touchAction: 'none',
    '&[data-focus-visible]': { outline: '2px solid #2563eb', outlineOffset: 2 },
    '&[data-dragging]': { cursor: 'grabbing' },
  },
  theme.applyStyles('dark', {
    backgroundColor: '#334155',
    '&[data-focus-visible]': { outlineColor: '#60a5fa' },
  }),
]);

const Fill = styled('span')(({ theme }) => [
  {
    position: 'absolute',
    top: 0,
    bottom: 0,
    left: 0,
    backgroundImage: 'linear-gradient(90deg, #f59e0b, #facc15)',
  },
  theme.applyStyles('dark', {
    backgroundImage: 'linear-gradient(90deg, #d97706, #fbbf24)',
  }),
]);

const Handle = styled('span')({
  position: 'absolute',
  top: 6,
  width: 4,
  height: 16,
  marginLeft: -10,
  borderRadius: 2,
  backgroundColor: 'rgb(15 23 42 / 0.75)',
});
