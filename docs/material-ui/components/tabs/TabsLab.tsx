import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import TabContext from '@mui/lab/TabContext';
import TabList from '@mui/lab/TabList';
import TabPanel from '@mui/lab/TabPanel';

export default function TabsLab() {
  const [value, setValue] = React.useState('billing');

  return (
    <TabContext value={value}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <TabList
          onChange={(_event, next: string) => setValue(next)}
          aria-label="Account"
        >
          <Tab label="Profile" value="profile" />
          <Tab label="Billing" value="billing" />
          <Tab label="Team" value="team" />
        </TabList>
      </Box>
      <TabPanel value="profile">
        Name, photo and the email address people see.
      </TabPanel>
      <TabPanel value="billing">
        Growth plan, €12 per seat, renews on 14 March.
      </TabPanel>
      <TabPanel value="team">Six members and two pending invitations.</TabPanel>
    </TabContext>
  );
}
