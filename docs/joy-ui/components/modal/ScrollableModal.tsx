import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import ModalOverflow from '@mui/joy/ModalOverflow';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const RELEASES = [
  ['4.2', 'Background sync for shared folders; PDF exports keep page numbers.'],
  ['4.1', 'Comments can mention a whole team; faster search in large boards.'],
  ['4.0', 'New editor with tables, checklists and keyboard shortcuts.'],
  ['3.9', 'Two-factor sign-in with authenticator apps.'],
  ['3.8', 'Recurring tasks repeat on weekdays, weekly or monthly.'],
  ['3.7', 'Files up to 2 GB; previews for audio and video.'],
  ['3.6', 'Calendar view for tasks with due dates.'],
  ['3.5', 'Guests can comment without a paid seat.'],
  ['3.4', 'Dark mode follows the operating system setting.'],
  ['3.3', 'CSV import for tasks and contacts.'],
  ['3.2', 'Activity log filters by person and date.'],
  ['3.1', 'Offline mode for the mobile apps.'],
];

export default function ScrollableModal() {
  const [mode, setMode] = React.useState<'dialog' | 'overflow' | null>(null);
  const dialog = (
    <ModalDialog maxWidth={480}>
      <ModalClose aria-label="Close" />
      <DialogTitle>Release notes</DialogTitle>
      <DialogContent>
        <List>
          {RELEASES.map(([version, notes]) => (
            <ListItem key={version} sx={{ display: 'block', py: 1 }}>
              <Typography level="title-sm">Version {version}</Typography>
              <Typography level="body-sm">{notes}</Typography>
            </ListItem>
          ))}
        </List>
      </DialogContent>
    </ModalDialog>
  );
  return (
    <React.Fragment>
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" color="neutral" onClick={() => setMode('dialog')}>
          Scroll inside the dialog
        </Button>
        <Button
          variant="outlined"
          color="neutral"
          onClick={() => setMode('overflow')}
        >
          Scroll the whole modal
        </Button>
      </Stack>
      <Modal open={mode !== null} onClose={() => setMode(null)}>
        {mode === 'overflow' ? <ModalOverflow>{dialog}</ModalOverflow> : dialog}
      </Modal>
    </React.Fragment>
  );
}
