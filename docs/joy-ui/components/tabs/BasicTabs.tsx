import * as React from 'react';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';

export default function BasicTabs() {
  return (
    <Tabs defaultValue="overview" sx={{ maxWidth: 480 }}>
      <TabList aria-label="Project">
        <Tab value="overview">Overview</Tab>
        <Tab value="activity">Activity</Tab>
        <Tab value="settings">Settings</Tab>
      </TabList>
      <TabPanel value="overview">
        Mobile app redesign: 14 of 22 tasks done, due 30 June.
      </TabPanel>
      <TabPanel value="activity">
        Lena moved &quot;Onboarding flow&quot; to Review two hours ago.
      </TabPanel>
      <TabPanel value="settings">
        Visibility, members and notification rules for this project.
      </TabPanel>
    </Tabs>
  );
}
