import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';
import FavoriteRounded from '@mui/icons-material/FavoriteRounded';
import StarRounded from '@mui/icons-material/StarRounded';

export default function ProductCard() {
  const [saved, setSaved] = React.useState(false);
  return (
    <Card sx={{ width: 280, maxWidth: '100%' }}>
      <CardOverflow>
        <AspectRatio ratio="4/3">
          <Box
            role="img"
            aria-label="Sand-colored ceramic pour-over coffee dripper"
            sx={{
              background: 'radial-gradient(circle at 50% 40%, #e7d3b5, #a07850)',
            }}
          />
        </AspectRatio>
        <IconButton
          aria-label={saved ? 'Remove from wishlist' : 'Add to wishlist'}
          aria-pressed={saved}
          variant="soft"
          color={saved ? 'danger' : 'neutral'}
          onClick={() => setSaved((value) => !value)}
          sx={{ position: 'absolute', top: 12, right: 12, borderRadius: '50%' }}
        >
          {saved ? <FavoriteRounded /> : <FavoriteBorderRounded />}
        </IconButton>
      </CardOverflow>
      <CardContent>
        <Typography level="body-xs">Kitchen / Coffee</Typography>
        <Typography level="title-md">Ceramic pour-over dripper</Typography>
        <Typography
          level="body-sm"
          startDecorator={<StarRounded sx={{ color: 'warning.400' }} />}
        >
          4.8 (212 reviews)
        </Typography>
        <Typography
          level="title-lg"
          sx={{ mt: 1 }}
          endDecorator={
            <Chip size="sm" variant="soft" color="warning">
              Only 3 left
            </Chip>
          }
        >
          $34.00
        </Typography>
      </CardContent>
      <CardOverflow>
        <Button size="lg">Add to cart</Button>
      </CardOverflow>
    </Card>
  );
}
