import * as React from 'react';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function TransitionsCollapse() {
  const [expanded, setExpanded] = React.useState(false);
  const contentId = React.useId();

  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 480 }}>
      <Typography variant="subtitle1" component="h3" gutterBottom>
        Cancellation policy
      </Typography>
      <Collapse in={expanded} collapsedSize={72} id={contentId}>
        <Typography variant="body2">
          Cancel up to 48 hours before check-in for a full refund. Between 48 and 24
          hours, we refund half of the first night and the whole of any later nights.
          Within 24 hours, the first night is charged and the rest is refunded.
          No-shows are charged for the whole stay. Refunds reach your card within
          five working days.
        </Typography>
      </Collapse>
      <Button
        size="small"
        aria-expanded={expanded}
        aria-controls={contentId}
        onClick={() => setExpanded((previous) => !previous)}
        sx={{ mt: 1 }}
      >
        {expanded ? 'Show less' : 'Read the full policy'}
      </Button>
    </Paper>
  );
}
