import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

export default function ControlledTabs() {
  const [value, setValue] = React.useState<string | number | null>('details');
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 480 }}>
      <Tabs value={value} onChange={(_event, newValue) => setValue(newValue)}>
        <TabList aria-label="Customer">
          <Tab value="details">Details</Tab>
          <Tab value="orders">Orders</Tab>
          <Tab value="notes">Notes</Tab>
        </TabList>
        <TabPanel value="details">Amara Okafor, customer since 2021.</TabPanel>
        <TabPanel value="orders">
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography level="body-sm">Last order #8812 on 2 May.</Typography>
            <Button size="sm" variant="soft" onClick={() => setValue('notes')}>
              Add a note about this order
            </Button>
          </Stack>
        </TabPanel>
        <TabPanel value="notes">Prefers delivery after 6 pm.</TabPanel>
      </Tabs>
      <Typography level="body-xs">Current value: {String(value)}</Typography>
    </Stack>
  );
}
