import * as React from 'react';
import Box from '@mui/material/Box';
import Container, { ContainerProps } from '@mui/material/Container';

const examples: { maxWidth: ContainerProps['maxWidth']; note: string }[] = [
  { maxWidth: 'xs', note: 'maxWidth="xs": at most 444px wide' },
  { maxWidth: 'sm', note: 'maxWidth="sm": at most 600px wide' },
  { maxWidth: false, note: 'maxWidth={false}: always the full width' },
];

export default function ContainerMaxWidth() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        p: 1.5,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'text.secondary',
        borderRadius: 1,
      }}
    >
      {examples.map((example) => (
        <Container
          key={String(example.maxWidth)}
          maxWidth={example.maxWidth}
          sx={{ py: 1.5, bgcolor: 'action.selected', borderRadius: 1 }}
        >
          <Box sx={{ typography: 'body2' }}>{example.note}</Box>
        </Container>
      ))}
    </Box>
  );
}
