import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { DataGrid, GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { Course, CourseStatus, courses } from './courses';

function RatingCell(props: GridRenderCellParams<Course, number>) {
  const { value = 0 } = props;
  if (value === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No ratings yet
      </Typography>
    );
  }
  return (
    <Rating
      value={value}
      readOnly
      size="small"
      getLabelText={(stars) => `${stars} out of 5 stars`}
    />
  );
}

function ProgressCell(props: GridRenderCellParams<Course, number>) {
  const percent = Math.round((props.value ?? 0) * 100);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={`${props.row.title} completion`}
        sx={{ flex: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" sx={{ minWidth: 36, textAlign: 'right' }}>
        {percent}%
      </Typography>
    </Box>
  );
}

const statusColor: Record<CourseStatus, 'success' | 'default' | 'warning'> = {
  Published: 'success',
  Draft: 'warning',
  Archived: 'default',
};

function StatusCell(props: GridRenderCellParams<Course, CourseStatus>) {
  if (!props.value) {
    return null;
  }
  return (
    <Chip
      label={props.value}
      color={statusColor[props.value]}
      size="small"
      variant="outlined"
    />
  );
}

const columns: GridColDef<Course>[] = [
  { field: 'title', headerName: 'Course', width: 230 },
  {
    field: 'rating',
    headerName: 'Rating',
    type: 'number',
    width: 140,
    headerAlign: 'left',
    align: 'left',
    display: 'flex',
    renderCell: (params) => <RatingCell {...params} />,
  },
  {
    field: 'completion',
    headerName: 'Completion',
    type: 'number',
    width: 170,
    display: 'flex',
    renderCell: (params) => <ProgressCell {...params} />,
  },
  {
    field: 'status',
    headerName: 'Status',
    width: 120,
    renderCell: (params) => <StatusCell {...params} />,
  },
];

export default function CustomColumnsRenderCell() {
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGrid
        aria-label="Courses with rating, completion and status cells"
        rows={courses}
        columns={columns}
      />
    </Box>
  );
}
