import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';

const initialItems = [
  { name: 'Stoneware mug, sage', price: 18 },
  { name: 'Serving bowl, 24 cm', price: 46 },
  { name: 'Linen napkins, set of 4', price: 29 },
];

export default function DrawerCart() {
  const [open, setOpen] = React.useState(false);
  const [items, setItems] = React.useState(initialItems);
  const titleId = React.useId();
  const total = items.reduce((sum, item) => sum + item.price, 0);

  return (
    <div>
      <IconButton
        aria-label={`Cart, ${items.length} items`}
        onClick={() => setOpen(true)}
      >
        <Badge badgeContent={items.length} color="primary">
          <ShoppingCartOutlinedIcon />
        </Badge>
      </IconButton>
      <Drawer
        anchor="right"
        open={open}
        onClose={() => setOpen(false)}
        PaperProps={{ role: 'dialog', 'aria-labelledby': titleId } as object}
      >
        <Box
          sx={{
            width: { xs: '100vw', sm: 360 },
            p: 2,
            display: 'flex',
            flexDirection: 'column',
            height: '100%',
          }}
        >
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between' }}
          >
            <Typography id={titleId} variant="h6" component="h2">
              Your cart
            </Typography>
            <IconButton onClick={() => setOpen(false)} aria-label="Close cart">
              <CloseIcon />
            </IconButton>
          </Stack>
          <List sx={{ flexGrow: 1 }}>
            {items.map((item) => (
              <ListItem
                key={item.name}
                divider
                secondaryAction={
                  <Button
                    size="small"
                    onClick={() =>
                      setItems((current) =>
                        current.filter((entry) => entry !== item),
                      )
                    }
                    aria-label={`Remove ${item.name}`}
                  >
                    Remove
                  </Button>
                }
              >
                <ListItemText
                  primary={item.name}
                  secondary={`€${item.price.toFixed(2)}`}
                />
              </ListItem>
            ))}
          </List>
          <Divider />
          <Stack direction="row" sx={{ justifyContent: 'space-between', my: 2 }}>
            <Typography>Total</Typography>
            <Typography sx={{ fontWeight: 600 }}>€{total.toFixed(2)}</Typography>
          </Stack>
          <Button variant="contained" disabled={items.length === 0} fullWidth>
            Check out
          </Button>
        </Box>
      </Drawer>
    </div>
  );
}
