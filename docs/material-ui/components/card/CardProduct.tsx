import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function CardProduct() {
  const [inCart, setInCart] = React.useState(false);

  return (
    <Card variant="outlined" sx={{ maxWidth: 320, position: 'relative' }}>
      <Chip
        label="−15%"
        color="error"
        size="small"
        sx={{ position: 'absolute', top: 12, insetInlineStart: 12 }}
      />
      <CardMedia
        component="img"
        height={180}
        image="/img/material-ui/card/desk-lamp.svg"
        alt="An adjustable desk lamp with a yellow shade"
      />
      <CardContent>
        <Typography variant="h6" component="h3">
          Arc desk lamp
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', my: 0.5 }}>
          <Rating value={4.5} precision={0.5} readOnly size="small" />
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            4.5 (212 reviews)
          </Typography>
        </Stack>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography variant="h6" component="p">
            €67.15
          </Typography>
          <Typography
            variant="body2"
            sx={{ color: 'text.secondary', textDecoration: 'line-through' }}
          >
            €79.00
          </Typography>
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          fullWidth
          variant={inCart ? 'outlined' : 'contained'}
          onClick={() => setInCart(!inCart)}
        >
          {inCart ? 'Remove from cart' : 'Add to cart'}
        </Button>
      </CardActions>
    </Card>
  );
}
