import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const panels = [
  {
    label: 'Overview',
    text: 'Lakeside cabin with two bedrooms, a wood stove and a private jetty.',
  },
  {
    label: 'Amenities',
    text: 'Wi-Fi, dishwasher, rowing boat, sauna, bed linen and towels.',
  },
  {
    label: 'Reviews',
    text: '4.9 out of 5 from 86 stays. “Quiet, warm and spotless.”',
  },
];

export default function TabsBasic() {
  const [value, setValue] = React.useState(0);
  const id = React.useId();

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={value}
          onChange={(_event, next: number) => setValue(next)}
          aria-label="Listing details"
        >
          {panels.map((panel, index) => (
            <Tab
              key={panel.label}
              label={panel.label}
              id={`${id}-tab-${index}`}
              aria-controls={`${id}-panel-${index}`}
            />
          ))}
        </Tabs>
      </Box>
      {panels.map((panel, index) => (
        <div
          key={panel.label}
          role="tabpanel"
          hidden={value !== index}
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
        >
          {value === index && <Typography sx={{ p: 2 }}>{panel.text}</Typography>}
        </div>
      ))}
    </Box>
  );
}
