import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DialogsProvider, useDialogs } from '@toolpad/core/useDialogs';

function ProjectHeader() {
  const dialogs = useDialogs();
  const [projectName, setProjectName] = React.useState('Warehouse relocation');
  const [note, setNote] = React.useState('');

  const handleRename = async () => {
    const newName = await dialogs.prompt('Enter a new name for this project.', {
      title: 'Rename project',
      okText: 'Rename',
    });
    if (newName === null) {
      setNote('Rename cancelled.');
      return;
    }
    const trimmed = newName.trim();
    if (trimmed === '') {
      setNote('A project name needs at least one letter.');
      return;
    }
    setProjectName(trimmed);
    setNote(`Renamed to “${trimmed}”.`);
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="overline" sx={{ color: 'text.secondary' }}>
        Project
      </Typography>
      <Typography variant="h6" component="p">
        {projectName}
      </Typography>
      <Button variant="outlined" onClick={handleRename}>
        Rename
      </Button>
      <Typography variant="body2" role="status">
        {note}
      </Typography>
    </Stack>
  );
}

export default function DialogsPrompt() {
  return (
    <DialogsProvider>
      <ProjectHeader />
    </DialogsProvider>
  );
}
