import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridRenderContext,
  gridPaginationModelSelector,
  gridRenderContextSelector,
  useGridApiRef,
} from '@mui/x-data-grid';
import {
  createProducts,
  PRODUCT_COUNT,
  Product,
  WEEK_COUNT,
  weeklyUnits,
} from './inventory';

const weekColumns: GridColDef<Product>[] = Array.from(
  { length: WEEK_COUNT },
  (_, index) => {
    const week = index + 1;
    return {
      field: `week${week}`,
      headerName: `Week ${week}`,
      type: 'number',
      width: 96,
      valueGetter: (_value, row) => weeklyUnits(row.id, week),
    };
  },
);

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'product', headerName: 'Product', width: 170 },
  { field: 'category', headerName: 'Category', width: 110 },
  { field: 'warehouse', headerName: 'Warehouse', width: 120 },
  {
    field: 'total',
    headerName: 'Year total',
    type: 'number',
    width: 110,
    valueGetter: (_value, row) => {
      let sum = 0;
      for (let week = 1; week <= WEEK_COUNT; week += 1) {
        sum += weeklyUnits(row.id, week);
      }
      return sum;
    },
  },
  ...weekColumns,
];

const numberFormat = new Intl.NumberFormat('en-US');

export default function VirtualizationLargeGrid() {
  const apiRef = useGridApiRef();
  // About 10,000 small objects, built once per mount; weekly figures are computed per visible cell.
  const rows = React.useMemo(() => createProducts(PRODUCT_COUNT), []);
  const [renderWindow, setRenderWindow] = React.useState<GridRenderContext | null>(
    null,
  );

  React.useEffect(() => {
    // The grid may have computed its first window before this effect subscribed.
    const current = gridRenderContextSelector(apiRef);
    if (current.lastRowIndex > 0) {
      setRenderWindow(current);
    }
    return apiRef.current.subscribeEvent('renderedRowsIntervalChange', (context) =>
      setRenderWindow(context),
    );
  }, [apiRef]);

  const offset = renderWindow
    ? gridPaginationModelSelector(apiRef).page *
      gridPaginationModelSelector(apiRef).pageSize
    : 0;

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1, color: 'text.secondary' }}>
        {renderWindow
          ? `In view: rows ${numberFormat.format(offset + renderWindow.firstRowIndex + 1)}–${numberFormat.format(
              offset + renderWindow.lastRowIndex,
            )} of ${numberFormat.format(PRODUCT_COUNT)}, columns ${renderWindow.firstColumnIndex + 1}–${
              renderWindow.lastColumnIndex
            } of ${columns.length}`
          : `${numberFormat.format(PRODUCT_COUNT)} products × ${columns.length} columns`}
      </Typography>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          aria-label="Weekly unit sales for 10,000 products"
          initialState={{
            pagination: { paginationModel: { page: 0, pageSize: 100 } },
          }}
          pageSizeOptions={[25, 50, 100]}
          density="compact"
        />
      </Box>
    </Box>
  );
}
