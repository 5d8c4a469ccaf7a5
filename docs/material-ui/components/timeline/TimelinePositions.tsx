import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Timeline, { TimelineProps } from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

type Position = NonNullable<TimelineProps['position']>;

const positions: Position[] = ['right', 'left', 'alternate', 'alternate-reverse'];

const milestones = [
  '2016: Founded in a garage in Ghent',
  '2018: First 1,000 customers',
  '2021: Second office, in Lisbon',
  '2024: Certified as a B Corp',
];

export default function TimelinePositions() {
  const [position, setPosition] = React.useState<Position>('alternate');

  return (
    <Box>
      <ToggleButtonGroup
        value={position}
        exclusive
        size="small"
        aria-label="Timeline position"
        onChange={(_event, next: Position | null) => next && setPosition(next)}
        sx={{ flexWrap: 'wrap' }}
      >
        {positions.map((value) => (
          <ToggleButton key={value} value={value} sx={{ textTransform: 'none' }}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Timeline position={position}>
        {milestones.map((milestone, index) => (
          <TimelineItem key={milestone}>
            <TimelineSeparator>
              <TimelineDot color="primary" />
              {index < milestones.length - 1 && <TimelineConnector />}
            </TimelineSeparator>
            <TimelineContent>{milestone}</TimelineContent>
          </TimelineItem>
        ))}
      </Timeline>
    </Box>
  );
}
