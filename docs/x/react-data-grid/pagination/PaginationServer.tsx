import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, GridPaginationModel } from '@mui/x-data-grid';
import { fetchCityPage, type City } from './cities';
import { cityColumns } from './columns';

export default function PaginationServer() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 8,
  });
  const [rows, setRows] = React.useState<City[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let active = true;
    setLoading(true);
    fetchCityPage(paginationModel.page, paginationModel.pageSize).then((result) => {
      // Ignore answers to requests that a newer page change has replaced.
      if (active) {
        setRows(result.rows);
        setRowCount(result.total);
        setLoading(false);
      }
    });
    return () => {
      active = false;
    };
  }, [paginationModel.page, paginationModel.pageSize]);

  return (
    <Box sx={{ width: '100%', height: 400 }}>
      <DataGrid
        aria-label="Largest cities, loaded page by page"
        rows={rows}
        columns={cityColumns}
        paginationMode="server"
        rowCount={rowCount}
        loading={loading}
        paginationModel={paginationModel}
        onPaginationModelChange={setPaginationModel}
        pageSizeOptions={[8, 16, 24]}
        disableColumnSorting
        disableColumnFilter
        density="compact"
      />
    </Box>
  );
}
