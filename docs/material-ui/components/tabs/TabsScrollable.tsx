import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export default function TabsScrollable() {
  const [value, setValue] = React.useState(2);

  return (
    <Box sx={{ maxWidth: { xs: 320, sm: 560 } }}>
      <Tabs
        value={value}
        onChange={(_event, next: number) => setValue(next)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label="Month"
      >
        {months.map((month) => (
          <Tab key={month} label={month} />
        ))}
      </Tabs>
    </Box>
  );
}
