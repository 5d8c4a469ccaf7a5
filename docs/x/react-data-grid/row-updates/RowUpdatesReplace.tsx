import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';
import { stockColumns, stockGridSx } from './columns';
import { mondayClose, tuesdayClose } from './stocks';

export default function RowUpdatesReplace() {
  const [day, setDay] = React.useState<'monday' | 'tuesday'>('monday');
  const rows = day === 'monday' ? mondayClose : tuesdayClose;

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={1}>
        <Button
          variant={day === 'monday' ? 'contained' : 'outlined'}
          size="small"
          aria-pressed={day === 'monday'}
          onClick={() => setDay('monday')}
        >
          Monday close
        </Button>
        <Button
          variant={day === 'tuesday' ? 'contained' : 'outlined'}
          size="small"
          aria-pressed={day === 'tuesday'}
          onClick={() => setDay('tuesday')}
        >
          Tuesday close
        </Button>
      </Stack>
      <Box sx={{ height: 370, width: '100%' }}>
        <DataGrid
          aria-label="Closing prices"
          rows={rows}
          columns={stockColumns}
          checkboxSelection
          hideFooter
          sx={stockGridSx}
        />
      </Box>
    </Stack>
  );
}
