import * as React from 'react';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';

export default function SegmentedTabs() {
  return (
    <Tabs defaultValue="monthly" sx={{ maxWidth: 360, bgcolor: 'transparent' }}>
      <TabList
        aria-label="Billing period"
        disableUnderline
        tabFlex={1}
        sx={{
          p: 0.5,
          gap: 0.5,
          borderRadius: 'xl',
          bgcolor: 'background.level1',
          '& [role="tab"]': { borderRadius: 'xl' },
          '& [role="tab"][aria-selected="true"]': {
            boxShadow: 'sm',
            bgcolor: 'background.surface',
          },
        }}
      >
        <Tab value="monthly" disableIndicator>
          Monthly
        </Tab>
        <Tab value="yearly" disableIndicator>
          Yearly
        </Tab>
      </TabList>
      <TabPanel value="monthly">$12 per seat, billed every month.</TabPanel>
      <TabPanel value="yearly">$120 per seat, billed once a year.</TabPanel>
    </Tabs>
  );
}
