import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListSubheader from '@mui/joy/ListSubheader';
import Sheet from '@mui/joy/Sheet';

const SCHEDULE = [
  {
    day: 'Monday',
    events: ['09:00 Stand-up', '11:00 Hiring sync', '15:30 Sprint review'],
  },
  {
    day: 'Tuesday',
    events: [
      '10:00 Roadmap workshop',
      '13:00 Lunch and learn',
      '16:00 1:1 with Priya',
    ],
  },
  {
    day: 'Wednesday',
    events: ['09:00 Stand-up', '14:00 Customer call: Northwind', '17:00 Release'],
  },
  {
    day: 'Thursday',
    events: ['10:30 Design critique', '15:00 Budget review'],
  },
];

export default function StickyList() {
  return (
    <Sheet
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="This week's schedule"
      sx={{ maxWidth: 320, maxHeight: 260, overflow: 'auto', borderRadius: 'sm' }}
    >
      <List>
        {SCHEDULE.map(({ day, events }) => (
          <ListItem nested key={day}>
            <ListSubheader sticky>{day}</ListSubheader>
            <List>
              {events.map((event) => (
                <ListItem key={event}>{event}</ListItem>
              ))}
            </List>
          </ListItem>
        ))}
      </List>
    </Sheet>
  );
}
