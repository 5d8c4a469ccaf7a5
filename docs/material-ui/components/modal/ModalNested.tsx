import * as React from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const panel = {
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 400,
  maxWidth: 'calc(100% - 32px)',
  bgcolor: 'background.paper',
  borderRadius: 1,
  boxShadow: 24,
  p: 3,
  outline: 'none',
} satisfies SxProps<Theme>;

export default function ModalNested() {
  const [shareOpen, setShareOpen] = React.useState(false);
  const [inviteOpen, setInviteOpen] = React.useState(false);
  const [people, setPeople] = React.useState(['Lena Fischer', 'Tomás Rivera']);
  const [email, setEmail] = React.useState('');
  const shareTitleId = React.useId();
  const inviteTitleId = React.useId();

  const invite = () => {
    if (email.trim()) setPeople((list) => [...list, email.trim()]);
    setEmail('');
    setInviteOpen(false);
  };

  return (
    <div>
      <Button variant="outlined" onClick={() => setShareOpen(true)}>
        Share budget
      </Button>
      <Modal open={shareOpen} onClose={() => setShareOpen(false)}>
        <Box
          role="dialog"
          aria-modal="true"
          aria-labelledby={shareTitleId}
          sx={panel}
        >
          <Typography id={shareTitleId} variant="h6" component="h2" gutterBottom>
            Share “Q3 budget.xlsx”
          </Typography>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Shared with: {people.join(', ')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => setShareOpen(false)}>Done</Button>
            <Button variant="contained" onClick={() => setInviteOpen(true)}>
              Add people
            </Button>
          </Stack>
          <Modal open={inviteOpen} onClose={() => setInviteOpen(false)}>
            <Box
              role="dialog"
              aria-modal="true"
              aria-labelledby={inviteTitleId}
              sx={[panel, { width: 340 }]}
            >
              <Typography
                id={inviteTitleId}
                variant="h6"
                component="h2"
                gutterBottom
              >
                Add people
              </Typography>
              <TextField
                label="Email address"
                type="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                autoFocus
                fullWidth
              />
              <Stack
                direction="row"
                spacing={1}
                sx={{ justifyContent: 'flex-end', mt: 2 }}
              >
                <Button onClick={() => setInviteOpen(false)}>Cancel</Button>
                <Button variant="contained" onClick={invite}>
                  Add
                </Button>
              </Stack>
            </Box>
          </Modal>
        </Box>
      </Modal>
    </div>
  );
}
