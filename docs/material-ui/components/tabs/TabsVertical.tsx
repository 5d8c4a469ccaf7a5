import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const sections = [
  { label: 'General', text: 'Language, time zone and the start page of the app.' },
  {
    label: 'Notifications',
    text: 'Choose which events send an email and which only a badge.',
  },
  { label: 'Privacy', text: 'Who can see your profile and your activity.' },
  { label: 'Advanced', text: 'Export your data or delete your account.' },
];

export default function TabsVertical() {
  const [value, setValue] = React.useState(0);
  const id = React.useId();

  return (
    <Box
      sx={{
        display: 'flex',
        minHeight: 200,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Tabs
        orientation="vertical"
        value={value}
        onChange={(_event, next: number) => setValue(next)}
        aria-label="Settings"
        sx={{ borderRight: 1, borderColor: 'divider', flexShrink: 0 }}
      >
        {sections.map((section, index) => (
          <Tab
            key={section.label}
            label={section.label}
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
          />
        ))}
      </Tabs>
      {sections.map((section, index) => (
        <div
          key={section.label}
          role="tabpanel"
          hidden={value !== index}
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
        >
          {value === index && <Typography sx={{ p: 2 }}>{section.text}</Typography>}
        </div>
      ))}
    </Box>
  );
}
