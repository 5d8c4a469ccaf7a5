import * as React from 'react';
import Box from '@mui/material/Box';
import EditIcon from '@mui/icons-material/Edit';
import SaveIcon from '@mui/icons-material/Save';
import CloseIcon from '@mui/icons-material/Close';
import {
  DataGrid,
  GridActionsCellItem,
  GridColDef,
  GridEventListener,
  GridRowEditStopReasons,
  GridRowId,
  GridRowModes,
  GridRowModesModel,
} from '@mui/x-data-grid';
import { categories, currency, inventory, type Product } from './inventory';

export default function EditingRow() {
  const [rows, setRows] = React.useState<Product[]>(inventory);
  const [rowModesModel, setRowModesModel] = React.useState<GridRowModesModel>({});

  const setMode = (id: GridRowId, mode: GridRowModes, discard = false) =>
    setRowModesModel((current) => ({
      ...current,
      [id]:
        mode === GridRowModes.View
          ? { mode, ignoreModifications: discard }
          : { mode },
    }));

  // Clicking outside the row doesn't save it: people save or cancel with the buttons or keys.
  const handleRowEditStop: GridEventListener<'rowEditStop'> = (params, event) => {
    if (params.reason === GridRowEditStopReasons.rowFocusOut) {
      event.defaultMuiPrevented = true;
    }
  };

  const processRowUpdate = (newRow: Product) => {
    setRows((current) =>
      current.map((row) => (row.id === newRow.id ? newRow : row)),
    );
    return newRow;
  };

  const columns: GridColDef<Product>[] = [
    {
      field: 'name',
      headerName: 'Product',
      flex: 1,
      minWidth: 230,
      editable: true,
    },
    {
      field: 'category',
      headerName: 'Category',
      type: 'singleSelect',
      valueOptions: categories,
      width: 120,
      editable: true,
    },
    {
      field: 'price',
      headerName: 'Price',
      type: 'number',
      width: 100,
      editable: true,
      valueFormatter: (value: number) => currency.format(value),
    },
    {
      field: 'stock',
      headerName: 'Stock',
      type: 'number',
      width: 90,
      editable: true,
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 100,
      getActions: ({ id, row }) => {
        if (rowModesModel[id]?.mode === GridRowModes.Edit) {
          return [
            <GridActionsCellItem
              key="save"
              icon={<SaveIcon />}
              label={`Save ${row.name}`}
              onClick={() => setMode(id, GridRowModes.View)}
            />,
            <GridActionsCellItem
              key="cancel"
              icon={<CloseIcon />}
              label={`Cancel editing ${row.name}`}
              onClick={() => setMode(id, GridRowModes.View, true)}
            />,
          ];
        }
        return [
          <GridActionsCellItem
            key="edit"
            icon={<EditIcon />}
            label={`Edit ${row.name}`}
            onClick={() => setMode(id, GridRowModes.Edit)}
          />,
        ];
      },
    },
  ];

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Shop inventory, editable rows"
        rows={rows}
        columns={columns}
        editMode="row"
        rowModesModel={rowModesModel}
        onRowModesModelChange={setRowModesModel}
        onRowEditStop={handleRowEditStop}
        processRowUpdate={processRowUpdate}
        hideFooter
      />
    </Box>
  );
}
