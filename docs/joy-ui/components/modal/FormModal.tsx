import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import AddRounded from '@mui/icons-material/AddRounded';

export default function FormModal() {
  const [open, setOpen] = React.useState(false);
  const [projects, setProjects] = React.useState<string[]>([]);
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button startDecorator={<AddRounded />} onClick={() => setOpen(true)}>
        New project
      </Button>
      <Typography level="body-sm" aria-live="polite">
        {projects.length === 0
          ? 'No projects yet'
          : `Projects: ${projects.join(', ')}`}
      </Typography>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog maxWidth={400} sx={{ width: '100%' }}>
          <DialogTitle>Create a project</DialogTitle>
          <DialogContent>
            Projects group the tasks and files of one client.
          </DialogContent>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              const data = new FormData(event.currentTarget);
              setProjects((list) => [...list, String(data.get('name'))]);
              setOpen(false);
            }}
          >
            <Stack spacing={2}>
              <FormControl required>
                <FormLabel>Name</FormLabel>
                <Input name="name" autoFocus placeholder="Brand refresh" />
              </FormControl>
              <FormControl>
                <FormLabel>Client</FormLabel>
                <Input name="client" placeholder="Northwind Traders" />
              </FormControl>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button
                  variant="plain"
                  color="neutral"
                  onClick={() => setOpen(false)}
                >
                  Cancel
                </Button>
                <Button type="submit">Create</Button>
              </Stack>
            </Stack>
          </form>
        </ModalDialog>
      </Modal>
    </Stack>
  );
}
