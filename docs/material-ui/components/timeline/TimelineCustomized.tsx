import * as React from 'react';
import Typography from '@mui/material/Typography';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot, { TimelineDotProps } from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineOppositeContent from '@mui/lab/TimelineOppositeContent';
import TimelineSeparator from '@mui/lab/TimelineSeparator';
import FlightLandIcon from '@mui/icons-material/FlightLand';
import HikingIcon from '@mui/icons-material/Hiking';
import HotelIcon from '@mui/icons-material/Hotel';
import RestaurantIcon from '@mui/icons-material/Restaurant';

const plan: {
  time: string;
  title: string;
  detail: string;
  icon: React.ReactNode;
  color: TimelineDotProps['color'];
  variant?: TimelineDotProps['variant'];
}[] = [
  {
    time: '08:40',
    title: 'Land in Bergen',
    detail: 'Flight SK 2863, airport bus to the centre',
    icon: <FlightLandIcon />,
    color: 'primary',
  },
  {
    time: '10:30',
    title: 'Hike up Fløyen',
    detail: '3 km, about an hour; funicular back down',
    icon: <HikingIcon />,
    color: 'success',
  },
  {
    time: '13:00',
    title: 'Lunch at the fish market',
    detail: 'Table booked for two',
    icon: <RestaurantIcon />,
    color: 'secondary',
  },
  {
    time: '15:00',
    title: 'Check in at the hotel',
    detail: 'Bryggen, room ready from 15:00',
    icon: <HotelIcon color="primary" />,
    color: 'primary',
    variant: 'outlined',
  },
];

export default function TimelineCustomized() {
  return (
    <Timeline>
      {plan.map((step, index) => (
        <TimelineItem key={step.time}>
          <TimelineOppositeContent sx={{ m: 'auto 0' }} color="text.secondary">
            {step.time}
          </TimelineOppositeContent>
          <TimelineSeparator>
            <TimelineConnector
              sx={{
                bgcolor: 'primary.main',
                visibility: index === 0 ? 'hidden' : 'visible',
              }}
            />
            <TimelineDot color={step.color} variant={step.variant}>
              {step.icon}
            </TimelineDot>
            <TimelineConnector
              sx={{
                bgcolor: 'primary.main',
                visibility: index === plan.length - 1 ? 'hidden' : 'visible',
              }}
            />
          </TimelineSeparator>
          <TimelineContent sx={{ py: 1.5 }}>
            <Typography variant="subtitle1" component="h3">
              {step.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {step.detail}
            </Typography>
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
