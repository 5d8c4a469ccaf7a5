import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  gridExpandedSortedRowIdsSelector,
  useGridApiRef,
} from '@mui/x-data-grid';
import { departureColumns } from './columns';
import { departures } from './flights';

const PAGE_SIZE = 100;

export default function ScrollingJumpToRow() {
  const apiRef = useGridApiRef();
  const [rowNumber, setRowNumber] = React.useState('250');
  const [error, setError] = React.useState('');

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Positions follow the current sort and filter, not the row ids.
    const rowIds = gridExpandedSortedRowIdsSelector(apiRef);
    const position = Number(rowNumber);
    if (!Number.isInteger(position) || position < 1 || position > rowIds.length) {
      setError(`Enter a number from 1 to ${rowIds.length}.`);
      return;
    }
    setError('');
    const rowIndex = position - 1;
    // scrollToIndexes only scrolls within the current page: open the right page first.
    apiRef.current.setPage(Math.floor(rowIndex / PAGE_SIZE));
    requestAnimationFrame(() => {
      apiRef.current.scrollToIndexes({ rowIndex });
      apiRef.current.selectRow(rowIds[rowIndex], true, true);
      // Moving focus to the row lets keyboard and screen reader users continue from there.
      apiRef.current.setCellFocus(rowIds[rowIndex], 'flight');
    });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        component="form"
        onSubmit={handleSubmit}
        direction="row"
        noValidate
        sx={{ mb: 1.5, gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <TextField
          label="Row number"
          size="small"
          value={rowNumber}
          onChange={(event) => setRowNumber(event.target.value)}
          error={Boolean(error)}
          helperText={error || `1 to ${departures.length}, in the current order`}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Button type="submit" variant="contained">
          Go to row
        </Button>
      </Stack>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={departures}
          columns={departureColumns}
          aria-label="Departures this week"
          initialState={{
            pagination: { paginationModel: { page: 0, pageSize: PAGE_SIZE } },
          }}
          pageSizeOptions={[PAGE_SIZE]}
          density="compact"
        />
      </Box>
    </Box>
  );
}
