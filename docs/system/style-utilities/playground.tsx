import * as React from 'react';
import Box from '@mui/material/Box';

interface OptionGroupProps<T extends string | number> {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
}

/** A group of radio buttons drawn as chips: one value of one style key. */
export function OptionGroup<T extends string | number>({
  label,
  options,
  value,
  onChange,
}: OptionGroupProps<T>) {
  const name = React.useId();
  return (
    <Box component="fieldset" sx={{ m: 0, p: 0, border: 0, minWidth: 0 }}>
      <Box
        component="legend"
        sx={{
          p: 0,
          mb: 0.75,
          fontFamily: 'monospace',
          fontSize: 13,
          fontWeight: 600,
          color: 'text.secondary',
        }}
      >
        {label}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
        {options.map((option) => (
          <Box
            component="label"
            key={option}
            sx={{
              position: 'relative',
              display: 'inline-flex',
              '& input': {
                position: 'absolute',
                inset: 0,
                m: 0,
                opacity: 0,
                cursor: 'pointer',
              },
              '& span': {
                px: 1.25,
                py: 0.5,
                border: 1,
                borderColor: 'divider',
                borderRadius: '999px',
                fontFamily: 'monospace',
                fontSize: 13,
                lineHeight: 1.5,
                color: 'text.primary',
                bgcolor: 'background.paper',
              },
              '&:hover span': { bgcolor: 'action.hover' },
              '& input:checked + span': {
                bgcolor: 'primary.main',
                borderColor: 'primary.main',
                color: 'primary.contrastText',
              },
              '& input:focus-visible + span': {
                outline: 2,
                outlineColor: 'primary.main',
                outlineOffset: 2,
              },
            }}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
            />
            <span>{option}</span>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** The controls of a playground, side by side, wrapping on narrow screens. */
export function Controls({ children }: { children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 2, mb: 3 }}>
      {children}
    </Box>
  );
}

/** The style object the playground applies, printed as code. */
export function SxCode({ children }: { children: string }) {
  return (
    <Box
      component="pre"
      sx={{
        m: 0,
        mt: 3,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'action.hover',
        color: 'text.primary',
        fontFamily: 'monospace',
        fontSize: 13,
        lineHeight: 1.6,
        whiteSpace: 'pre-wrap',
      }}
    >
      {children}
    </Box>
  );
}

/** `{ border: 2, borderColor: 'primary.main' }` written the way it appears in code. */
export function formatSx(style: Record<string, string | number>): string {
  const lines = Object.entries(style).map(
    ([key, value]) =>
      `  ${key}: ${typeof value === 'string' ? `'${value}'` : value},`,
  );
  return lines.length === 0 ? 'sx={{}}' : `sx={{\n${lines.join('\n')}\n}}`;
}
