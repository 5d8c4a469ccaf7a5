import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  GridColDef,
  GridRenderCellParams,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';
import { inventory, type Product } from './inventory';

function RatingCell(props: GridRenderCellParams<Product, number>) {
  const { value, row } = props;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
      <Rating
        readOnly
        value={value ?? 0}
        size="small"
        getLabelText={(stars) => `${row.name}: ${stars} out of 5`}
      />
    </Box>
  );
}

function RatingEditCell(props: GridRenderEditCellParams<Product, number>) {
  const { id, field, value, hasFocus, row } = props;
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLElement>(null);

  // Move the keyboard focus into the stars when the cell enters edit mode.
  React.useEffect(() => {
    if (hasFocus && ref.current) {
      const stars = ref.current;
      const input =
        stars.querySelector<HTMLInputElement>('input:checked') ??
        stars.querySelector<HTMLInputElement>('input');
      input?.focus();
    }
  }, [hasFocus]);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', px: 1 }}>
      <Rating
        ref={ref}
        name={`rating-${id}`}
        value={value ?? 0}
        size="small"
        getLabelText={(stars) => `${row.name}: ${stars} out of 5`}
        onChange={(event, stars) => {
          apiRef.current.setEditCellValue({ id, field, value: stars ?? 0 }, event);
        }}
      />
    </Box>
  );
}

const columns: GridColDef<Product>[] = [
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 230 },
  { field: 'category', headerName: 'Category', width: 120 },
  {
    field: 'rating',
    headerName: 'Staff rating',
    width: 160,
    editable: true,
    renderCell: (params) => <RatingCell {...params} />,
    renderEditCell: (params) => <RatingEditCell {...params} />,
  },
];

export default function EditingCustomComponent() {
  const [rows, setRows] = React.useState<Product[]>(inventory);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Staff ratings with a star editor"
        rows={rows}
        columns={columns}
        processRowUpdate={(newRow: Product) => {
          setRows((current) =>
            current.map((row) => (row.id === newRow.id ? newRow : row)),
          );
          return newRow;
        }}
        hideFooter
      />
    </Box>
  );
}
