import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';

export default function CardWithMedia() {
  return (
    <Card sx={{ maxWidth: 360 }}>
      <CardMedia
        component="img"
        height={180}
        image="/img/material-ui/card/lake-cabin.svg"
        alt="A wooden cabin by a lake at sunset, with mountains behind it"
      />
      <CardContent>
        <Typography gutterBottom variant="h6" component="h3">
          Lakeside cabin, Hallstatt
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Two bedrooms, a wood stove and a private jetty. Ten minutes on foot from
          the village.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Share</Button>
        <Button size="small">Check dates</Button>
      </CardActions>
    </Card>
  );
}
