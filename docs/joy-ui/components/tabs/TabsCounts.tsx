import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';

const TABS = [
  { value: 'open', label: 'Open', count: 12 },
  { value: 'in-review', label: 'In review', count: 3 },
  { value: 'closed', label: 'Closed', count: 148 },
];

export default function TabsCounts() {
  const [value, setValue] = React.useState<string | number | null>('open');
  return (
    <Tabs value={value} onChange={(_event, newValue) => setValue(newValue)}>
      <TabList
        aria-label="Pull requests"
        sx={{ overflowX: 'auto', overflowY: 'hidden' }}
      >
        {TABS.map((tab) => (
          <Tab key={tab.value} value={tab.value}>
            {tab.label}
            <Chip
              component="span"
              size="sm"
              variant={value === tab.value ? 'solid' : 'soft'}
              color={value === tab.value ? 'primary' : 'neutral'}
            >
              {tab.count}
            </Chip>
          </Tab>
        ))}
      </TabList>
    </Tabs>
  );
}
