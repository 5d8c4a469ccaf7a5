import * as React from 'react';
import Stack from '@mui/joy/Stack';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';

const TABS = ['Summary', 'Line items', 'Payments'];

export default function TabsIndicator() {
  return (
    <Stack spacing={3}>
      <Tabs defaultValue="Summary">
        <TabList aria-label="Invoice, indicator inset">
          {TABS.map((label) => (
            <Tab key={label} value={label} indicatorInset>
              {label}
            </Tab>
          ))}
        </TabList>
      </Tabs>
      <Tabs defaultValue="Summary">
        <TabList aria-label="Invoice, indicator on top" underlinePlacement="top">
          {TABS.map((label) => (
            <Tab key={label} value={label} indicatorPlacement="top">
              {label}
            </Tab>
          ))}
        </TabList>
      </Tabs>
      <Tabs defaultValue="Summary">
        <TabList aria-label="Invoice, no indicator" disableUnderline>
          {TABS.map((label) => (
            <Tab key={label} value={label} disableIndicator variant="plain">
              {label}
            </Tab>
          ))}
        </TabList>
      </Tabs>
    </Stack>
  );
}
