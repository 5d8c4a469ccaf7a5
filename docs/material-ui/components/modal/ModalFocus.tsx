import * as React from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal, { type ModalProps } from '@mui/material/Modal';
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

export default function ModalFocus() {
  const [open, setOpen] = React.useState(false);
  const [fileName, setFileName] = React.useState('Harbour walk, route map.pdf');
  const [draft, setDraft] = React.useState(fileName);
  const titleId = React.useId();

  const openModal = () => {
    setDraft(fileName);
    setOpen(true);
  };

  const handleClose: ModalProps['onClose'] = (_event, reason) => {
    // A stray click outside must not throw away a name being typed.
    if (reason === 'backdropClick' && draft !== fileName) return;
    setOpen(false);
  };

  const rename = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft.trim()) setFileName(draft.trim());
    setOpen(false);
  };

  return (
    <div>
      <Typography variant="body2" sx={{ mb: 1 }}>
        File: <strong>{fileName}</strong>
      </Typography>
      <Button variant="outlined" onClick={openModal}>
        Rename
      </Button>
      <Modal open={open} onClose={handleClose}>
        <Box role="dialog" aria-modal="true" aria-labelledby={titleId} sx={panel}>
          <form onSubmit={rename}>
            <Typography id={titleId} variant="h6" component="h2" gutterBottom>
              Rename file
            </Typography>
            <TextField
              label="File name"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              autoFocus
              fullWidth
            />
            <Stack
              direction="row"
              spacing={1}
              sx={{ justifyContent: 'flex-end', mt: 2 }}
            >
              <Button onClick={() => setOpen(false)}>Cancel</Button>
              <Button type="submit" variant="contained">
                Rename
              </Button>
            </Stack>
          </form>
        </Box>
      </Modal>
    </div>
  );
}
