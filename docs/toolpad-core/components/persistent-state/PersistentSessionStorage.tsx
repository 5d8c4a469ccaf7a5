import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSessionStorageState } from '@toolpad/core/useSessionStorageState';

export default function PersistentSessionStorage() {
  const [draft, setDraft] = useSessionStorageState(
    'toolpad-docs-demo:reply-ticket-4821',
    '',
  );
  const [sent, setSent] = React.useState(false);

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 480 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Ticket #4821 from Grace Mwangi: “The invoice for order #10533 shows the wrong
        VAT number.”
      </Typography>
      <TextField
        label="Your reply"
        multiline
        minRows={3}
        value={draft ?? ''}
        onChange={(event) => {
          setDraft(event.target.value);
          setSent(false);
        }}
        helperText="The draft survives a reload of this tab."
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button
          variant="contained"
          disabled={!draft}
          onClick={() => {
            // Removing the key once the draft is used keeps storage tidy.
            setDraft(null);
            setSent(true);
          }}
        >
          Send reply
        </Button>
        <Typography variant="body2" role="status">
          {sent ? 'Reply sent.' : ''}
        </Typography>
      </Stack>
    </Stack>
  );
}
