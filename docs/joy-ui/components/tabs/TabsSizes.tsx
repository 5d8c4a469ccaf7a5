import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';

const SIZES = ['sm', 'md', 'lg'] as const;

export default function TabsSizes() {
  return (
    <Stack spacing={2}>
      {SIZES.map((size) => (
        <Tabs key={size} size={size} defaultValue="day">
          <TabList aria-label={`Time range, ${size}`}>
            <Tab value="day">Day</Tab>
            <Tab value="week">Week</Tab>
            <Tab value="month">Month</Tab>
          </TabList>
        </Tabs>
      ))}
    </Stack>
  );
}
