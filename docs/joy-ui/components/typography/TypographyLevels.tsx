import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { TypographySystem } from '@mui/joy/styles';

const LEVELS: (keyof TypographySystem)[] = [
  'h1',
  'h2',
  'h3',
  'h4',
  'title-lg',
  'title-md',
  'title-sm',
  'body-lg',
  'body-md',
  'body-sm',
  'body-xs',
];

export default function TypographyLevels() {
  return (
    <Stack spacing={1.5} sx={{ overflow: 'hidden' }}>
      {LEVELS.map((level) => (
        <Stack
          key={level}
          direction="row"
          spacing={2}
          sx={{ alignItems: 'baseline' }}
        >
          <Typography
            level="body-xs"
            textColor="text.tertiary"
            sx={{ width: 56, flexShrink: 0 }}
          >
            {level}
          </Typography>
          {/* component="p" keeps the demo's headings out of the page outline. */}
          <Typography level={level} component="p" noWrap>
            Quarterly report
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
