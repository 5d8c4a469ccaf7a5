import * as React from 'react';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function TransitionsThemeCard() {
  const [expanded, setExpanded] = React.useState(false);
  const detailsId = React.useId();

  return (
    <Card
      variant="outlined"
      sx={(theme) => ({
        maxWidth: 380,
        transition: theme.transitions.create(['transform', 'box-shadow'], {
          duration: theme.transitions.duration.shorter,
        }),
        '&:hover, &:focus-within': { transform: 'translateY(-4px)', boxShadow: 6 },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      })}
    >
      <CardContent>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Sat 21 September, 09:30
        </Typography>
        <Typography variant="h6" component="h3">
          Coast path: Porthcurno to Lamorna
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          9.5 km · moderate · about 3½ hours
        </Typography>
      </CardContent>
      <CardActions disableSpacing>
        <Typography variant="body2" sx={{ ml: 1 }}>
          12 places left
        </Typography>
        <IconButton
          aria-label="Route details"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((previous) => !previous)}
          sx={(theme) => ({
            ml: 'auto',
            transform: expanded ? 'rotate(180deg)' : 'none',
            transition: theme.transitions.create('transform', {
              duration: theme.transitions.duration.shortest,
            }),
          })}
        >
          <ExpandMoreIcon />
        </IconButton>
      </CardActions>
      <Collapse in={expanded} timeout="auto" id={detailsId}>
        <CardContent sx={{ pt: 0 }}>
          <Typography variant="body2">
            Meet at the Porthcurno car park. The path climbs steeply twice and there
            is no café between the two villages, so bring water and lunch.
          </Typography>
        </CardContent>
      </Collapse>
    </Card>
  );
}
