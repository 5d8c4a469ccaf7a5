import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Snackbar from '@mui/material/Snackbar';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

interface Report {
  id: number;
  name: string;
  updated: string;
}

const initialReports: Report[] = [
  { id: 1, name: 'Q3 revenue by region', updated: 'Edited 2 days ago' },
  { id: 2, name: 'Churn cohort, 2024', updated: 'Edited last week' },
  { id: 3, name: 'Support tickets by product', updated: 'Edited in March' },
];

export default function DialogDeleteUndo() {
  const [reports, setReports] = React.useState(initialReports);
  const [pending, setPending] = React.useState<Report | null>(null);
  const [deleted, setDeleted] = React.useState<Report | null>(null);
  const titleId = React.useId();

  const confirmDelete = () => {
    if (!pending) return;
    setReports((current) => current.filter((report) => report.id !== pending.id));
    setDeleted(pending);
    setPending(null);
  };

  const undo = () => {
    if (!deleted) return;
    setReports((current) => [...current, deleted].sort((a, b) => a.id - b.id));
    setDeleted(null);
  };

  return (
    <div>
      <List sx={{ maxWidth: 420 }}>
        {reports.map((report) => (
          <ListItem
            key={report.id}
            divider
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={`Delete ${report.name}`}
                onClick={() => setPending(report)}
              >
                <DeleteOutlineIcon />
              </IconButton>
            }
          >
            <ListItemText primary={report.name} secondary={report.updated} />
          </ListItem>
        ))}
      </List>
      <Dialog
        open={pending !== null}
        onClose={() => setPending(null)}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>Delete “{pending?.name}”?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The report and its saved filters are removed for everyone on the team.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPending(null)}>Cancel</Button>
          <Button color="error" onClick={confirmDelete}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
      <Snackbar
        open={deleted !== null}
        autoHideDuration={6000}
        onClose={() => setDeleted(null)}
        message={`Deleted “${deleted?.name ?? ''}”`}
        action={
          <Button color="inherit" size="small" onClick={undo}>
            Undo
          </Button>
        }
      />
    </div>
  );
}
