import * as React from 'react';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function InputFocusedRing() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <Input
        aria-label="Project name"
        placeholder="Thicker ring in the success color"
        sx={(theme) => ({
          '--Input-focusedThickness': '3px',
          '&:focus-within': {
            '--Input-focusedHighlight': theme.vars.palette.success[500],
          },
        })}
      />
      <Input
        aria-label="Repository"
        placeholder="Soft halo outside the border"
        sx={(theme) => ({
          // Resolves to nothing, so the ring is drawn outside the border, not inset.
          '--Input-focusedInset': 'var(--any, )',
          '--Input-focusedThickness': '0.25rem',
          '&::before': { transition: 'box-shadow 0.15s ease-in-out' },
          '&:focus-within': {
            '--Input-focusedHighlight': `rgba(${theme.vars.palette.primary.mainChannel} / 0.25)`,
            borderColor: theme.vars.palette.primary[300],
          },
        })}
      />
      <Input
        aria-label="Branch"
        placeholder="Underline only"
        variant="soft"
        sx={(theme) => ({
          '--Input-radius': '0px',
          '--Input-focusedThickness': '0px',
          borderBottom: '2px solid',
          borderColor: theme.vars.palette.neutral.outlinedBorder,
          '&:focus-within': { borderColor: theme.vars.palette.primary[500] },
        })}
      />
    </Stack>
  );
}
