import * as React from 'react';
import { Box } from '@mui/system';

interface ChoiceProps<T extends string | number> {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
}

/** A labelled native select for one style value of a demo. */
export function Choice<T extends string | number>({
  label,
  options,
  value,
  onChange,
}: ChoiceProps<T>) {
  const id = React.useId();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 110 }}>
      <Box
        component="label"
        htmlFor={id}
        sx={{
          fontFamily: 'monospace',
          fontSize: 13,
          fontWeight: 600,
          color: 'text.secondary',
        }}
      >
        {label}
      </Box>
      <Box
        component="select"
        id={id}
        value={String(value)}
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => {
          const next = options.find(
            (option) => String(option) === event.target.value,
          );
          if (next !== undefined) onChange(next);
        }}
        sx={{
          px: 1,
          py: 0.75,
          font: 'inherit',
          fontSize: 14,
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        {options.map((option) => (
          <option key={String(option)} value={String(option)}>
            {String(option)}
          </option>
        ))}
      </Box>
    </Box>
  );
}

/** The row of controls above a demo's preview. */
export function Controls({ children }: { children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2.5 }}>{children}</Box>
  );
}

/** The `sx` object a demo currently applies, shown under its preview. */
export function SxCode({ children }: { children: string }) {
  return (
    <Box
      component="pre"
      sx={{
        mt: 2.5,
        mb: 0,
        p: 1.5,
        fontFamily: 'monospace',
        fontSize: 13,
        color: 'text.primary',
        bgcolor: 'action.hover',
        borderRadius: 1,
        overflowX: 'auto',
      }}
    >
      <code>{children}</code>
    </Box>
  );
}

/** Formats a flat style object the way you would write it in `sx`. */
export function formatSx(style: Record<string, string | number>): string {
  const entries = Object.entries(style).map(
    ([key, value]) => `${key}: ${typeof value === 'string' ? `'${value}'` : value}`,
  );
  return `sx={{ ${entries.join(', ')} }}`;
}
