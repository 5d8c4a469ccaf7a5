import * as React from 'react';
import Box from '@mui/material/Box';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import FilterAltOutlinedIcon from '@mui/icons-material/FilterAltOutlined';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import NorthIcon from '@mui/icons-material/North';
import SearchIcon from '@mui/icons-material/Search';
import SouthIcon from '@mui/icons-material/South';
import { DataGrid, GridToolbar } from '@mui/x-data-grid';
import { orderColumns, orders } from './orders';

export default function ComponentsIcons() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Orders with replaced icons"
        rows={orders}
        columns={orderColumns}
        slots={{
          toolbar: GridToolbar,
          columnSortedAscendingIcon: NorthIcon,
          columnSortedDescendingIcon: SouthIcon,
          columnMenuIcon: MoreHorizIcon,
          openFilterButtonIcon: FilterAltOutlinedIcon,
          columnFilteredIcon: FilterAltOutlinedIcon,
          exportIcon: FileDownloadOutlinedIcon,
          quickFilterIcon: SearchIcon,
        }}
        slotProps={{ toolbar: { showQuickFilter: true } }}
        initialState={{
          sorting: { sortModel: [{ field: 'total', sort: 'desc' }] },
        }}
      />
    </Box>
  );
}
