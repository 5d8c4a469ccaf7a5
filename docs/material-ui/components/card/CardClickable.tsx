import * as React from 'react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';

export default function CardClickable() {
  const [opened, setOpened] = React.useState(0);

  return (
    <Card sx={{ maxWidth: 360 }}>
      <CardActionArea
        href="#winter-citrus-salad"
        onClick={() => setOpened((count) => count + 1)}
      >
        <CardMedia
          component="img"
          height={160}
          image="/img/material-ui/card/citrus-salad.svg"
          alt="A bowl of citrus salad with greens"
        />
        <CardContent>
          <Typography gutterBottom variant="h6" component="h3">
            Winter citrus salad
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Blood oranges, fennel and mint with a honey dressing. Ready in 15
            minutes.
          </Typography>
          <Typography
            variant="caption"
            role="status"
            sx={{ color: 'text.secondary' }}
          >
            {opened > 0 ? `Opened ${opened} time${opened > 1 ? 's' : ''}` : ''}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
