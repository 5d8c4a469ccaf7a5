import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export default function CardBasic() {
  return (
    <Card sx={{ maxWidth: 360 }}>
      <CardContent>
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          Word of the day
        </Typography>
        <Typography variant="h5" component="h3">
          hygge
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
          noun · Danish
        </Typography>
        <Typography variant="body2">
          A cosy, contented mood that comes from simple comforts: candles, blankets,
          a slow evening with friends.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Hear it pronounced</Button>
      </CardActions>
    </Card>
  );
}
