import * as React from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function TabsColors() {
  const [first, setFirst] = React.useState('day');
  const [second, setSecond] = React.useState('day');

  return (
    <Stack spacing={2}>
      <Tabs
        value={first}
        onChange={(_event, next: string) => setFirst(next)}
        textColor="secondary"
        indicatorColor="secondary"
        aria-label="Calendar range, secondary color"
      >
        <Tab value="day" label="Day" />
        <Tab value="week" label="Week" />
        <Tab value="month" label="Month" />
      </Tabs>
      <Tabs
        value={second}
        onChange={(_event, next: string) => setSecond(next)}
        aria-label="Calendar range, with a disabled tab"
      >
        <Tab value="day" label="Day" />
        <Tab value="week" label="Week" />
        <Tab value="year" label="Year (Pro)" disabled />
      </Tabs>
    </Stack>
  );
}
