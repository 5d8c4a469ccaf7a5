import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';

const tasks = [
  'Book train to Lyon',
  'Send venue deposit',
  'Order name badges',
  'Share the agenda',
];

export default function ListCheckboxes() {
  const [done, setDone] = React.useState<string[]>(['Book train to Lyon']);

  const toggle = (task: string) =>
    setDone((current) =>
      current.includes(task)
        ? current.filter((item) => item !== task)
        : [...current, task],
    );

  return (
    <Paper variant="outlined" sx={{ maxWidth: 360 }}>
      <List dense aria-label="Offsite checklist">
        {tasks.map((task) => (
          <ListItem key={task} divider>
            <FormControlLabel
              control={
                <Checkbox
                  checked={done.includes(task)}
                  onChange={() => toggle(task)}
                />
              }
              label={task}
              sx={
                done.includes(task)
                  ? { textDecoration: 'line-through', color: 'text.secondary' }
                  : undefined
              }
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
