import * as React from 'react';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';

const MONTHS = [
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

export default function ScrollableTabs() {
  return (
    <Tabs defaultValue="March" sx={{ maxWidth: 480 }}>
      <TabList
        aria-label="Statement month"
        tabFlex="none"
        sx={{
          overflowX: 'auto',
          overflowY: 'hidden',
          scrollSnapType: 'x mandatory',
          '& [role="tab"]': { scrollSnapAlign: 'start' },
        }}
      >
        {MONTHS.map((month) => (
          <Tab key={month} value={month}>
            {month}
          </Tab>
        ))}
      </TabList>
    </Tabs>
  );
}
