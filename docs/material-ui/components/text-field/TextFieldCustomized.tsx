import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { alpha, styled } from '@mui/material/styles';

const CodeField = styled(TextField)(({ theme }) => ({
  '& .MuiInputBase-input': {
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    letterSpacing: '0.3em',
    textTransform: 'uppercase',
  },
  '& .MuiOutlinedInput-root': {
    backgroundColor: theme.palette.action.hover,
    '& .MuiOutlinedInput-notchedOutline': { borderStyle: 'dashed' },
    '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderStyle: 'solid' },
  },
}));

export default function TextFieldCustomized() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <CodeField label="Gift card code" defaultValue="XMAS-7RQ2" />
      <TextField
        label="Team name"
        defaultValue="Night owls"
        sx={(theme) => ({
          '& .MuiOutlinedInput-root': {
            borderRadius: 3,
            '&.Mui-focused': {
              boxShadow: `0 0 0 4px ${alpha(theme.palette.primary.main, 0.25)}`,
            },
          },
        })}
      />
    </Stack>
  );
}
