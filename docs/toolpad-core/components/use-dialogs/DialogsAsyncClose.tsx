import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DialogsProvider, useDialogs } from '@toolpad/core/useDialogs';

// Stands in for a request to your API.
function archiveInvoices(count: number): Promise<number> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(count), 1500);
  });
}

function DraftInvoices() {
  const dialogs = useDialogs();
  const [drafts, setDrafts] = React.useState(3);
  const [message, setMessage] = React.useState('');

  const handleArchive = async () => {
    let archivedAll = false;
    const confirmed = await dialogs.confirm(
      `Archive ${drafts} draft invoices from September? Archived drafts can be restored for 30 days.`,
      {
        title: 'Archive drafts',
        okText: 'Archive',
        // The dialog stays open, with a spinner on the clicked button, until this settles.
        onClose: async (result) => {
          if (!result) {
            return;
          }
          try {
            const archived = await archiveInvoices(drafts);
            archivedAll = archived === drafts;
            setMessage(`${archived} drafts archived.`);
          } catch {
            // Never let onClose reject: handle the failure here.
            setMessage('The drafts could not be archived. Try again later.');
          }
        },
      },
    );
    if (confirmed && archivedAll) {
      setDrafts(0);
    }
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>
        {drafts === 0
          ? 'No draft invoices left.'
          : `${drafts} draft invoices from September`}
      </Typography>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={drafts === 0} onClick={handleArchive}>
          Archive drafts
        </Button>
        <Button
          disabled={drafts > 0}
          onClick={() => {
            setDrafts(3);
            setMessage('');
          }}
        >
          Restore
        </Button>
      </Stack>
      <Typography variant="body2" role="status">
        {message}
      </Typography>
    </Stack>
  );
}

export default function DialogsAsyncClose() {
  return (
    <DialogsProvider>
      <DraftInvoices />
    </DialogsProvider>
  );
}
