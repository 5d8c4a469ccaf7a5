import * as React from 'react';
import Typography from '@mui/material/Typography';
import Timeline from '@mui/lab/Timeline';
import TimelineConnector from '@mui/lab/TimelineConnector';
import TimelineContent from '@mui/lab/TimelineContent';
import TimelineDot from '@mui/lab/TimelineDot';
import TimelineItem, { timelineItemClasses } from '@mui/lab/TimelineItem';
import TimelineSeparator from '@mui/lab/TimelineSeparator';

const releases = [
  {
    version: '3.2.0',
    date: '14 November 2024',
    notes: 'Export any report to CSV. Faster search in large workspaces.',
  },
  {
    version: '3.1.1',
    date: '30 October 2024',
    notes: 'Fixes invoices showing the wrong currency symbol for Swiss francs.',
  },
  {
    version: '3.1.0',
    date: '9 October 2024',
    notes: 'Dark mode, and keyboard shortcuts for the most common actions.',
  },
];

export default function TimelineLeftAligned() {
  return (
    <Timeline
      sx={{
        [`& .${timelineItemClasses.root}::before`]: { flex: 0, padding: 0 },
      }}
    >
      {releases.map((release, index) => (
        <TimelineItem key={release.version}>
          <TimelineSeparator>
            <TimelineDot color="primary" />
            {index < releases.length - 1 && <TimelineConnector />}
          </TimelineSeparator>
          <TimelineContent>
            <Typography variant="subtitle1" component="h3">
              Version {release.version}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {release.date}
            </Typography>
            <Typography variant="body2">{release.notes}</Typography>
          </TimelineContent>
        </TimelineItem>
      ))}
    </Timeline>
  );
}
