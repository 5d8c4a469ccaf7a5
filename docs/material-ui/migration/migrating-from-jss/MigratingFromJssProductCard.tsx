import * as React from 'react';
import { styled } from '@mui/material/styles';
// Types `theme.vars`, which holds CSS variables when the theme enables them.
import type {} from '@mui/material/themeCssVarsAugmentation';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// Class names the root styles refer to, like `$price` did in JSS.
const classes = {
  price: 'ProductCard-price',
};

// Was: makeStyles((theme) => ({ root: …, price: … })) with a `featured` prop.
const ProductCardRoot = styled(Card, {
  shouldForwardProp: (prop) => prop !== 'featured',
})<{ featured?: boolean }>(({ theme }) => ({
  width: 240,
  transition: theme.transitions.create('box-shadow'),
  [`& .${classes.price}`]: {
    fontWeight: theme.typography.fontWeightBold,
  },
  '&:hover': {
    boxShadow: theme.shadows[4],
  },
  [`&:hover .${classes.price}`]: {
    color: (theme.vars ?? theme).palette.primary.main,
  },
  variants: [
    {
      props: { featured: true },
      style: {
        borderWidth: 2,
        borderColor: (theme.vars ?? theme).palette.primary.main,
      },
    },
  ],
}));

const products = [
  { name: 'Linen throw pillow', price: '$34.00', featured: true },
  { name: 'Stoneware mug, set of 4', price: '$28.00', featured: false },
];

export default function MigratingFromJssProductCard() {
  return (
    <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
      {products.map((product) => (
        <ProductCardRoot
          key={product.name}
          variant="outlined"
          featured={product.featured}
        >
          <CardContent>
            <Typography variant="subtitle1" component="h3">
              {product.name}
            </Typography>
            <Typography className={classes.price}>{product.price}</Typography>
            {product.featured && (
              <Chip label="Featured" size="small" color="primary" sx={{ mt: 1 }} />
            )}
          </CardContent>
        </ProductCardRoot>
      ))}
    </Stack>
  );
}
