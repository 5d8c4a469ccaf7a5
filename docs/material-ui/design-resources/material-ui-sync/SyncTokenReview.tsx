import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';

interface Tokens {
  color: { primary: string; background: string; surface: string; textMuted: string };
  font: { headingWeight: number };
  radius: number;
}

// The token file on the main branch, and the export a designer just opened for review.
const current: Tokens = {
  color: {
    primary: '#1d4ed8',
    background: '#f8fafc',
    surface: '#ffffff',
    textMuted: '#475569',
  },
  font: { headingWeight: 500 },
  radius: 4,
};

const proposed: Tokens = {
  ...current,
  color: { ...current.color, primary: '#0f766e', background: '#f5f5f0' },
  radius: 12,
};

function themeFromTokens(tokens: Tokens): Theme {
  return createTheme({
    palette: {
      primary: { main: tokens.color.primary },
      background: { default: tokens.color.background, paper: tokens.color.surface },
      text: { secondary: tokens.color.textMuted },
    },
    typography: { h6: { fontWeight: tokens.font.headingWeight } },
    shape: { borderRadius: tokens.radius },
  });
}

// Flattens nested tokens to dotted paths: { color: { primary } } -> "color.primary".
function flatten(value: object, prefix = ''): Record<string, string> {
  return Object.entries(value).reduce<Record<string, string>>((acc, [key, item]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof item === 'object' && item !== null
      ? { ...acc, ...flatten(item, path) }
      : { ...acc, [path]: String(item) };
  }, {});
}

function Preview({ label, tokens }: { label: string; tokens: Tokens }) {
  const theme = React.useMemo(() => themeFromTokens(tokens), [tokens]);
  const id = React.useId();
  return (
    <ThemeProvider theme={theme}>
      <Box
        component="figure"
        aria-labelledby={`${id}-caption`}
        sx={{
          m: 0,
          flex: 1,
          p: 2,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.default',
          color: 'text.primary',
        }}
      >
        <Typography id={`${id}-caption`} component="figcaption" variant="overline">
          {label}
        </Typography>
        <Stack
          spacing={2}
          sx={{ p: 2, bgcolor: 'background.paper', borderRadius: 1 }}
        >
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="h6" component="p">
              Invoice 1042
            </Typography>
            <Chip
              label="Due Mar 14"
              color="primary"
              variant="outlined"
              size="small"
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            Lindqvist Studio · 3 items
          </Typography>
          <TextField
            id={`${id}-amount`}
            label="Amount"
            defaultValue="$1,280.00"
            size="small"
          />
          <Button variant="contained">Send invoice</Button>
        </Stack>
      </Box>
    </ThemeProvider>
  );
}

export default function SyncTokenReview() {
  const before = flatten(current);
  const after = flatten(proposed);
  const changed = Object.keys(after).filter((path) => before[path] !== after[path]);

  return (
    <Stack spacing={3}>
      <Table size="small" aria-label="Changed tokens">
        <TableHead>
          <TableRow>
            <TableCell>Token</TableCell>
            <TableCell>Current</TableCell>
            <TableCell>Proposed</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {changed.map((path) => (
            <TableRow key={path}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{path}</TableCell>
              <TableCell>{before[path]}</TableCell>
              <TableCell>{after[path]}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Preview label="Current" tokens={current} />
        <Preview label="Proposed" tokens={proposed} />
      </Stack>
    </Stack>
  );
}
