import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CODE_BOOLEAN,
  CODEC_DATE_ONLY,
  CODEC_NUMBER,
  type Codec,
} from '@toolpad/core';
import { useLocalStorageState } from '@toolpad/core/useLocalStorageState';

interface SortPreference {
  field: 'date' | 'customer' | 'total';
  direction: 'asc' | 'desc';
}

const DEFAULT_SORT: SortPreference = { field: 'date', direction: 'desc' };

// A typed JSON codec: anything unreadable falls back to the default.
const SORT_CODEC: Codec<SortPreference> = {
  parse: (value) => {
    try {
      const parsed = JSON.parse(value);
      if (
        ['date', 'customer', 'total'].includes(parsed?.field) &&
        ['asc', 'desc'].includes(parsed?.direction)
      ) {
        return parsed as SortPreference;
      }
    } catch {
      // fall through to the default
    }
    return DEFAULT_SORT;
  },
  stringify: (value) => JSON.stringify(value),
};

const sortOptions: Record<string, SortPreference> = {
  'date desc': { field: 'date', direction: 'desc' },
  'date asc': { field: 'date', direction: 'asc' },
  'total desc': { field: 'total', direction: 'desc' },
  'customer asc': { field: 'customer', direction: 'asc' },
};

const sortLabels: Record<string, string> = {
  'date desc': 'Newest first',
  'date asc': 'Oldest first',
  'total desc': 'Largest total first',
  'customer asc': 'Customer, A to Z',
};

export default function PersistentCodecs() {
  const [pageSize, setPageSize] = useLocalStorageState(
    'toolpad-docs-demo:orders-page-size',
    25,
    { codec: CODEC_NUMBER },
  );
  const [showCancelled, setShowCancelled] = useLocalStorageState(
    'toolpad-docs-demo:orders-show-cancelled',
    false,
    { codec: CODE_BOOLEAN },
  );
  const [from, setFrom] = useLocalStorageState(
    'toolpad-docs-demo:orders-from',
    () => new Date('2026-10-01'),
    { codec: CODEC_DATE_ONLY },
  );
  const [sort, setSort] = useLocalStorageState(
    'toolpad-docs-demo:orders-sort',
    DEFAULT_SORT,
    { codec: SORT_CODEC },
  );

  const sortKey = `${(sort ?? DEFAULT_SORT).field} ${(sort ?? DEFAULT_SORT).direction}`;
  // CODEC_DATE_ONLY stores "2026-10-01", which parses as midnight UTC: format in UTC too.
  const fromText = (from ?? new Date('2026-10-01')).toISOString().slice(0, 10);

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <Typography variant="subtitle2" component="p">
        Order list settings
      </Typography>
      <TextField
        select
        size="small"
        label="Rows per page"
        value={pageSize ?? 25}
        onChange={(event) => setPageSize(Number(event.target.value))}
      >
        {[10, 25, 50].map((size) => (
          <MenuItem key={size} value={size}>
            {size}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Sort orders"
        value={sortKey}
        onChange={(event) => setSort(sortOptions[event.target.value])}
      >
        {Object.keys(sortOptions).map((key) => (
          <MenuItem key={key} value={key}>
            {sortLabels[key]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label="Orders placed from"
        value={fromText}
        onChange={(event) => {
          if (event.target.value) {
            setFrom(new Date(event.target.value));
          }
        }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <FormControlLabel
        control={
          <Switch
            checked={showCancelled ?? false}
            onChange={(event) => setShowCancelled(event.target.checked)}
          />
        }
        label="Show cancelled orders"
      />
    </Stack>
  );
}
