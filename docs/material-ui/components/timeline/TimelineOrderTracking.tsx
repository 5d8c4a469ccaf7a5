import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent, {
  timelineOppositeContentClasses,
} from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import CheckIcon from '@mui/icons-material/Check';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';

type Status = 'done' | 'current' | 'upcoming';

const events: { when: string; title: string; detail: string; status: Status }[] = [
  {
    when: 'Mon 10 Mar, 09:14',
    title: 'Order placed',
    detail: '3 items, €86.40',
    status: 'done',
  },
  {
    when: 'Mon 10 Mar, 09:15',
    title: 'Payment confirmed',
    detail: 'Visa ending 4417',
    status: 'done',
  },
  {
    when: 'Mon 10 Mar, 16:40',
    title: 'Packed',
    detail: 'At our warehouse in Tilburg',
    status: 'done',
  },
  {
    when: 'Tue 11 Mar, 08:05',
    title: 'Shipped',
    detail: 'Parcel 0521 8830 4471 with PostNL',
    status: 'done',
  },
  {
    when: 'Wed 12 Mar, 07:30',
    title: 'Out for delivery',
    detail: 'The driver has 9 stops before yours',
    status: 'current',
  },
  {
    when: 'Expected Wed 12 Mar',
    title: 'Delivered',
    detail: 'Between 13:00 and 15:00',
    status: 'upcoming',
  },
];

const statusLabel: Record<Status, string> = {
  done: 'Completed',
  current: 'In progress',
  upcoming: 'Upcoming',
};

export default function TimelineOrderTracking() {
  return (
    <Box>
      <Typography variant="h6" component="h3">
        Order 48213
      </Typography>
      <Timeline
        sx={{ [`& .${timelineOppositeContentClasses.root}`]: { flex: 0.35 } }}
      >
        {events.map((event, index) => (
          <TimelineItem key={event.title}>
            <TimelineOppositeContent variant="body2" color="text.secondary">
              {event.when}
            </TimelineOppositeContent>
            <TimelineSeparator>
              {event.status === 'upcoming' ? (
                <TimelineDot variant="outlined" />
              ) : (
                <TimelineDot color={event.status === 'done' ? 'success' : 'primary'}>
                  {event.status === 'done' ? (
                    <CheckIcon fontSize="small" />
                  ) : (
                    <LocalShippingIcon fontSize="small" />
                  )}
                </TimelineDot>
              )}
              {index < events.length - 1 && (
                <TimelineConnector
                  sx={
                    event.status === 'done' ? { bgcolor: 'success.main' } : undefined
                  }
                />
              )}
            </TimelineSeparator>
            <TimelineContent>
              <Typography variant="subtitle2" component="h4">
                {event.title}{' '}
                <Box
                  component="span"
                  sx={{ fontWeight: 'normal', color: 'text.secondary' }}
                >
                  ({statusLabel[event.status]})
                </Box>
              </Typography>
              <Typography variant="body2">{event.detail}</Typography>
            </TimelineContent>
          </TimelineItem>
        ))}
      </Timeline>
    </Box>
  );
}
