import * as React from 'react';
import Select from '@mui/joy/Select';
import Option from '@mui/joy/Option';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListSubheader from '@mui/joy/ListSubheader';
import ListDivider from '@mui/joy/ListDivider';

const TIME_ZONES = [
  {
    region: 'Americas',
    zones: ['America/New_York', 'America/Chicago', 'America/Los_Angeles'],
  },
  { region: 'Europe', zones: ['Europe/London', 'Europe/Berlin', 'Europe/Madrid'] },
  { region: 'Asia', zones: ['Asia/Tokyo', 'Asia/Singapore', 'Asia/Kolkata'] },
];

export default function SelectGrouped() {
  return (
    <Select
      aria-label="Time zone"
      placeholder="Choose a time zone"
      // Joy's placeholder opacity, 0.64, leaves the text below 4.5:1 in light mode.
      sx={{ maxWidth: 280, '--Select-placeholderOpacity': 0.75 }}
      slotProps={{ listbox: { sx: { maxHeight: 280 } } }}
    >
      {TIME_ZONES.map(({ region, zones }, index) => (
        <React.Fragment key={region}>
          {index > 0 && <ListDivider role="none" />}
          <ListItem nested role="none">
            <ListSubheader sticky>{region}</ListSubheader>
            <List>
              {zones.map((zone) => (
                <Option key={zone} value={zone}>
                  {zone.split('/')[1].replace('_', ' ')}
                </Option>
              ))}
            </List>
          </ListItem>
        </React.Fragment>
      ))}
    </Select>
  );
}
