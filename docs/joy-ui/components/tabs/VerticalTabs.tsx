import * as React from 'react';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';

const SECTIONS = [
  { value: 'profile', label: 'Profile', text: 'Name, photo and job title.' },
  { value: 'security', label: 'Security', text: 'Password and two-step sign-in.' },
  { value: 'billing', label: 'Billing', text: 'Payment method and invoices.' },
];

export default function VerticalTabs() {
  return (
    <Tabs
      orientation="vertical"
      defaultValue="profile"
      sx={{ minHeight: 160, maxWidth: 480 }}
    >
      <TabList aria-label="Account settings">
        {SECTIONS.map((section) => (
          <Tab key={section.value} value={section.value}>
            {section.label}
          </Tab>
        ))}
      </TabList>
      {SECTIONS.map((section) => (
        <TabPanel key={section.value} value={section.value}>
          {section.text}
        </TabPanel>
      ))}
    </Tabs>
  );
}
