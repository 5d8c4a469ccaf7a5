import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridFilterInputValueProps,
  GridFilterOperator,
  getGridNumericOperators,
} from '@mui/x-data-grid';
import { Course, courses } from './courses';

function RatingFilterInput(props: GridFilterInputValueProps) {
  const { item, applyValue } = props;
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'flex-end' }}
    >
      <Typography variant="caption" color="text.secondary">
        Minimum stars
      </Typography>
      <Rating
        name="rating-filter"
        value={Number(item.value) || 0}
        getLabelText={(stars) => `At least ${stars} stars`}
        onChange={(_event, newValue) => applyValue({ ...item, value: newValue })}
      />
    </Box>
  );
}

const atLeastOperator: GridFilterOperator<Course, number> = {
  label: 'At least',
  value: 'atLeast',
  getApplyFilterFn: (filterItem) => {
    if (!filterItem.value) {
      return null;
    }
    return (value) => value >= Number(filterItem.value);
  },
  InputComponent: RatingFilterInput,
};

const columns: GridColDef<Course>[] = [
  { field: 'title', headerName: 'Course', width: 230 },
  { field: 'instructor', headerName: 'Instructor', width: 150 },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 140,
    headerAlign: 'left',
    align: 'left',
    display: 'flex',
    filterOperators: [atLeastOperator, ...getGridNumericOperators()],
    renderCell: (params) => (
      <Rating
        value={params.value ?? 0}
        readOnly
        size="small"
        getLabelText={(stars) => `${stars} out of 5 stars`}
      />
    ),
  },
];

export default function CustomColumnsFilterOperator() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        aria-label="Courses filtered by a minimum star rating"
        rows={courses}
        columns={columns}
        initialState={{
          filter: {
            filterModel: {
              items: [{ field: 'rating', operator: 'atLeast', value: 4 }],
            },
          },
        }}
      />
    </Box>
  );
}
