import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const LEVELS = [
  { level: 'h1', text: 'Invoices' },
  { level: 'h2', text: 'Invoices' },
  { level: 'h3', text: 'Invoices' },
  { level: 'h4', text: 'Invoices' },
  { level: 'title-lg', text: 'Payment received' },
  { level: 'title-md', text: 'Payment received' },
  { level: 'title-sm', text: 'Payment received' },
  { level: 'body-lg', text: 'Paid on 12 March by bank transfer.' },
  { level: 'body-md', text: 'Paid on 12 March by bank transfer.' },
  { level: 'body-sm', text: 'Paid on 12 March by bank transfer.' },
  { level: 'body-xs', text: 'Paid on 12 March by bank transfer.' },
] as const;

export default function TypographyLevels() {
  return (
    <Stack spacing={1.5}>
      {LEVELS.map(({ level, text }) => (
        <Stack
          key={level}
          direction="row"
          spacing={2}
          sx={{ alignItems: 'baseline', minWidth: 0 }}
        >
          <Typography
            level="body-xs"
            sx={{ width: 64, flexShrink: 0, fontFamily: 'code' }}
          >
            {level}
          </Typography>
          <Typography level={level} component="p" sx={{ minWidth: 0 }}>
            {text}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
