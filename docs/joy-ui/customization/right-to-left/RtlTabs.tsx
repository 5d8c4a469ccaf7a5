import * as React from 'react';
import Box from '@mui/joy/Box';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

export default function RtlTabs() {
  return (
    <Box dir="rtl" sx={{ maxWidth: 360 }}>
      {/* dir moves the tabs; direction makes the arrow keys follow them. */}
      <Tabs direction="rtl" defaultValue="profile">
        <TabList aria-label="Account settings">
          <Tab value="profile">Profile</Tab>
          <Tab value="billing">Billing</Tab>
          <Tab value="security">Security</Tab>
        </TabList>
        <TabPanel value="profile">
          <Typography level="body-sm">Name, photo and contact email</Typography>
        </TabPanel>
        <TabPanel value="billing">
          <Typography level="body-sm">Plan, invoices and payment method</Typography>
        </TabPanel>
        <TabPanel value="security">
          <Typography level="body-sm">Password and two-step sign-in</Typography>
        </TabPanel>
      </Tabs>
    </Box>
  );
}
