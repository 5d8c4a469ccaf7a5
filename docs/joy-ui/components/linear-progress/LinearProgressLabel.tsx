import * as React from 'react';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const TASKS = [
  { name: 'Profile completion', value: 60 },
  { name: 'Security checkup', value: 25 },
];

export default function LinearProgressLabel() {
  const id = React.useId();
  return (
    <Stack spacing={3} sx={{ maxWidth: 400 }}>
      {TASKS.map((task, index) => (
        <div key={task.name}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
            <Typography id={`${id}-${index}`} level="title-sm">
              {task.name}
            </Typography>
            <Typography level="body-sm" aria-hidden>
              {task.value}%
            </Typography>
          </Stack>
          <LinearProgress
            determinate
            value={task.value}
            aria-labelledby={`${id}-${index}`}
          />
        </div>
      ))}
    </Stack>
  );
}
