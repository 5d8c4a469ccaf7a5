import * as React from 'react';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';

const ExpandButton = styled(IconButton, {
  shouldForwardProp: (prop) => prop !== 'expanded',
})<{ expanded: boolean }>(({ theme, expanded }) => ({
  marginInlineStart: 'auto',
  transform: expanded ? 'rotate(180deg)' : 'rotate(0deg)',
  transition: theme.transitions.create('transform', {
    duration: theme.transitions.duration.shortest,
  }),
}));

const steps = [
  'Peel the oranges and slice them into rounds.',
  'Shave the fennel thinly and toss it with lemon juice.',
  'Whisk honey, olive oil and a pinch of salt.',
  'Arrange, dress, and scatter torn mint on top.',
];

export default function CardExpandable() {
  const [expanded, setExpanded] = React.useState(false);
  const stepsId = React.useId();

  return (
    <Card sx={{ maxWidth: 400 }}>
      <CardHeader title="Winter citrus salad" subheader="Serves 4 · 15 minutes" />
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Bright and crunchy, for the weeks when citrus is at its best.
        </Typography>
      </CardContent>
      <CardActions disableSpacing>
        <IconButton aria-label="Save recipe">
          <FavoriteBorderIcon />
        </IconButton>
        <ExpandButton
          expanded={expanded}
          onClick={() => setExpanded(!expanded)}
          aria-expanded={expanded}
          aria-controls={stepsId}
          aria-label="Show method"
        >
          <ExpandMoreIcon />
        </ExpandButton>
      </CardActions>
      <Collapse in={expanded} timeout="auto" unmountOnExit id={stepsId}>
        <CardContent>
          <Typography variant="subtitle2" component="h4" gutterBottom>
            Method
          </Typography>
          <ol style={{ margin: 0, paddingInlineStart: 20 }}>
            {steps.map((step) => (
              <Typography key={step} component="li" variant="body2" sx={{ mb: 0.5 }}>
                {step}
              </Typography>
            ))}
          </ol>
        </CardContent>
      </Collapse>
    </Card>
  );
}
