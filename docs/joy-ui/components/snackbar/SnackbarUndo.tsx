import * as React from 'react';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Snackbar from '@mui/joy/Snackbar';
import Typography from '@mui/joy/Typography';
import ArchiveRounded from '@mui/icons-material/ArchiveRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';

const EMAILS = [
  'Invoice INV-2031 from Northwind',
  'Standup notes, Tuesday',
  'Your flight to Lisbon is confirmed',
];

export default function SnackbarUndo() {
  const [emails, setEmails] = React.useState(EMAILS);
  const [archived, setArchived] = React.useState<string | null>(null);
  const [open, setOpen] = React.useState(false);

  const archive = (email: string) => {
    setEmails((list) => list.filter((item) => item !== email));
    setArchived(email);
    setOpen(true);
  };
  const undo = () => {
    if (archived) {
      setEmails((list) =>
        EMAILS.filter((item) => list.includes(item) || item === archived),
      );
    }
    setOpen(false);
  };

  return (
    <React.Fragment>
      <List variant="outlined" sx={{ borderRadius: 'sm', maxWidth: 360 }}>
        {emails.map((email) => (
          <ListItem
            key={email}
            endAction={
              <IconButton
                aria-label={`Archive ${email}`}
                onClick={() => archive(email)}
              >
                <ArchiveRounded />
              </IconButton>
            }
          >
            {email}
          </ListItem>
        ))}
        {emails.length === 0 && (
          <ListItem>
            <Typography level="body-sm">Inbox zero.</Typography>
          </ListItem>
        )}
      </List>
      <Snackbar
        // A new key per message restarts the timer when another conversation is archived.
        key={archived}
        role="status"
        open={open}
        autoHideDuration={6000}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setOpen(false);
        }}
        startDecorator={<ArchiveRounded />}
        endDecorator={
          <React.Fragment>
            <Button size="sm" variant="soft" onClick={undo}>
              Undo
            </Button>
            <IconButton
              size="sm"
              variant="plain"
              aria-label="Dismiss"
              onClick={() => setOpen(false)}
            >
              <CloseRounded />
            </IconButton>
          </React.Fragment>
        }
      >
        Conversation archived.
      </Snackbar>
    </React.Fragment>
  );
}
