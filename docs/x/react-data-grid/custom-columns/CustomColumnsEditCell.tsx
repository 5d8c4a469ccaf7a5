import * as React from 'react';
import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import {
  DataGrid,
  GridColDef,
  GridRenderEditCellParams,
  useGridApiContext,
} from '@mui/x-data-grid';
import { Course, courses } from './courses';

function RatingEditCell(props: GridRenderEditCellParams<Course, number>) {
  const { id, field, value, hasFocus } = props;
  const apiRef = useGridApiContext();
  const ref = React.useRef<HTMLElement>(null);

  React.useLayoutEffect(() => {
    if (hasFocus) {
      const input =
        ref.current?.querySelector<HTMLInputElement>('input:checked') ??
        ref.current?.querySelector<HTMLInputElement>('input');
      input?.focus();
    }
  }, [hasFocus]);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', height: '100%', px: 1 }}>
      <Rating
        ref={ref}
        name={`rating-${id}`}
        value={value ?? 0}
        getLabelText={(stars) => `${stars} out of 5 stars`}
        onChange={(_event, newValue) => {
          apiRef.current.setEditCellValue({ id, field, value: newValue ?? 0 });
        }}
      />
    </Box>
  );
}

function RatingViewCell(props: { value?: number }) {
  return (
    <Rating
      value={props.value ?? 0}
      readOnly
      size="small"
      getLabelText={(stars) => `${stars} out of 5 stars`}
    />
  );
}

const columns: GridColDef<Course>[] = [
  { field: 'title', headerName: 'Course', width: 230 },
  { field: 'instructor', headerName: 'Instructor', width: 150 },
  {
    field: 'rating',
    headerName: 'Your rating',
    type: 'number',
    width: 170,
    headerAlign: 'left',
    align: 'left',
    display: 'flex',
    editable: true,
    renderCell: (params) => <RatingViewCell value={params.value} />,
    renderEditCell: (params) => <RatingEditCell {...params} />,
  },
];

export default function CustomColumnsEditCell() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        aria-label="Courses with an editable star rating"
        rows={courses}
        columns={columns}
      />
    </Box>
  );
}
