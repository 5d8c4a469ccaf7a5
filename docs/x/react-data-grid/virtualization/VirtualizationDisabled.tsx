import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef } from '@mui/x-data-grid';
import { createProducts, Product, weeklyUnits } from './inventory';

const rows = createProducts(60);

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  ...[1, 2, 3, 4, 5, 6].map((week): GridColDef<Product> => ({
    field: `week${week}`,
    headerName: `Week ${week}`,
    type: 'number',
    width: 96,
    valueGetter: (_value, row) => weeklyUnits(row.id, week),
  })),
];

export default function VirtualizationDisabled() {
  const [virtualized, setVirtualized] = React.useState(false);
  const [rowElements, setRowElements] = React.useState<number | null>(null);
  const containerRef = React.useRef<HTMLDivElement>(null);

  React.useEffect(() => {
    const container = containerRef.current;
    if (!container) {
      return undefined;
    }
    const count = () =>
      setRowElements(container.querySelectorAll('.MuiDataGrid-row').length);
    count();
    const observer = new MutationObserver(count);
    observer.observe(container, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap', columnGap: 2 }}
      >
        <FormControlLabel
          control={
            <Switch
              checked={virtualized}
              onChange={(event) => setVirtualized(event.target.checked)}
            />
          }
          label="Virtualization"
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Row elements in the page: {rowElements ?? '…'} of {rows.length}
        </Typography>
      </Stack>
      <Box ref={containerRef} sx={{ height: 320, width: '100%' }}>
        <DataGrid
          key={virtualized ? 'virtualized' : 'all-rows'}
          rows={rows}
          columns={columns}
          aria-label="Weekly unit sales for 60 products"
          disableVirtualization={!virtualized}
          density="compact"
          hideFooter
        />
      </Box>
    </Box>
  );
}
