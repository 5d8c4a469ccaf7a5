import * as React from 'react';
import Box from '@mui/material/Box';

const initialTasks = [
  { id: 'brief', label: 'Send the design brief to Priya', done: true },
  { id: 'invoice', label: 'Approve the March invoice', done: false },
  { id: 'retro', label: 'Book a room for the retrospective', done: false },
];

const row = {
  display: 'flex',
  alignItems: 'center',
  gap: 1.5,
  px: 1.5,
  py: 1,
  borderRadius: 1,
  typography: 'body2',
  cursor: 'pointer',
  '&:hover': { bgcolor: 'action.hover' },
  '& input': { m: 0, width: 18, height: 18 },
};

const doneRow = {
  color: 'text.secondary',
  textDecoration: 'line-through',
};

export default function SxConditional() {
  const [tasks, setTasks] = React.useState(initialTasks);

  return (
    <Box component="ul" sx={{ m: 0, p: 0, maxWidth: 400, listStyle: 'none' }}>
      {tasks.map((task) => (
        <li key={task.id}>
          <Box component="label" sx={[row, task.done && doneRow]}>
            <input
              type="checkbox"
              checked={task.done}
              onChange={() =>
                setTasks((current) =>
                  current.map((item) =>
                    item.id === task.id ? { ...item, done: !item.done } : item,
                  ),
                )
              }
            />
            {task.label}
          </Box>
        </li>
      ))}
    </Box>
  );
}
