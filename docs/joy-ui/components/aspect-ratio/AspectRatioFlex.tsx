import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutline';

export default function AspectRatioFlex() {
  return (
    <Card orientation="horizontal" variant="outlined" sx={{ maxWidth: 420 }}>
      <AspectRatio
        flex
        ratio="1"
        color="primary"
        sx={{ minWidth: 72, maxWidth: 112, borderRadius: 'sm' }}
      >
        <div>
          <PlayCircleOutline />
        </div>
      </AspectRatio>
      <CardContent>
        <Typography level="title-md">Onboarding, part 2</Typography>
        <Typography level="body-sm">
          Inviting your team and setting their roles. 6 min.
        </Typography>
      </CardContent>
    </Card>
  );
}
