import * as React from 'react';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const agenda = [
  { time: '09:00', title: 'Registration and coffee' },
  { time: '09:45', title: 'Keynote: Designing for slow networks' },
  { time: '11:00', title: 'Workshop: Accessible forms' },
  { time: '12:30', title: 'Lunch on the terrace' },
  { time: '14:00', title: 'Panel: Open source in the public sector' },
];

export default function TimelineOpposite() {
  return (
    <Timeline>
      {agenda.map((slot, index) => (
        <TimelineItem key={slot.time}>
          <TimelineOppositeContent color="text.secondary">
            <time dateTime={slot.time}>{slot.time}</time>
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineDot color="primary" variant="outlined" />
            {index < agenda.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>{slot.title}</TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
