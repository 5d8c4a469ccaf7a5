import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ButtonGroupColorsDisabled() {
  const [page, setPage] = React.useState(1);
  const lastPage = 4;

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ButtonGroup color="secondary" aria-label="Review the pull request">
        <Button>Comment</Button>
        <Button>Approve</Button>
        <Button>Request changes</Button>
      </ButtonGroup>
      <ButtonGroup variant="contained" color="success" aria-label="Shift request">
        <Button>Accept shift</Button>
        <Button>Swap</Button>
      </ButtonGroup>
      <ButtonGroup variant="text" color="error" aria-label="Danger zone">
        <Button>Archive project</Button>
        <Button>Delete project</Button>
      </ButtonGroup>
      <ButtonGroup disabled aria-label="Export the report, available after sync">
        <Button>Export CSV</Button>
        <Button>Export PDF</Button>
      </ButtonGroup>
      <ButtonGroup aria-label="Search results pages">
        <Button disabled={page === 1} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        <Button disabled={page === lastPage} onClick={() => setPage(page + 1)}>
          Next
        </Button>
      </ButtonGroup>
      <Typography variant="body2" role="status">
        Page {page} of {lastPage}
      </Typography>
    </Stack>
  );
}
