import * as React from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function TabsFullWidth() {
  const [full, setFull] = React.useState(0);
  const [centered, setCentered] = React.useState(0);

  return (
    <Stack spacing={2}>
      <Paper variant="outlined">
        <Tabs
          value={full}
          onChange={(_event, next: number) => setFull(next)}
          variant="fullWidth"
          aria-label="Orders, full width"
        >
          <Tab label="Open" />
          <Tab label="Shipped" />
          <Tab label="Returned" />
        </Tabs>
      </Paper>
      <Paper variant="outlined">
        <Tabs
          value={centered}
          onChange={(_event, next: number) => setCentered(next)}
          centered
          aria-label="Orders, centered"
        >
          <Tab label="Open" />
          <Tab label="Shipped" />
          <Tab label="Returned" />
        </Tabs>
      </Paper>
    </Stack>
  );
}
