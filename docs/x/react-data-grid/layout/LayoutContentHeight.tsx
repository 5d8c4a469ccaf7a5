import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';
import { team, teamColumns } from './team';

export default function LayoutContentHeight() {
  const [count, setCount] = React.useState(2);
  const rows = React.useMemo(() => team.slice(0, count), [count]);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button
          variant="outlined"
          onClick={() => setCount((c) => Math.min(c + 1, team.length))}
          disabled={count >= team.length}
        >
          Add a person
        </Button>
        <Button
          variant="outlined"
          onClick={() => setCount((c) => Math.max(c - 1, 0))}
          disabled={count <= 0}
        >
          Remove a person
        </Button>
      </Stack>
      <Box sx={{ display: 'flex', flexDirection: 'column', maxHeight: 360 }}>
        <DataGrid
          aria-label="New starters"
          rows={rows}
          columns={teamColumns}
          hideFooter
        />
      </Box>
    </Box>
  );
}
