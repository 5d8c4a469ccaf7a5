import * as React from 'react';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';

export default function DividerList() {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 360 }}>
      <List aria-label="Order summary">
        <ListItem>
          <ListItemText primary="Subtotal" secondary="3 items" />
        </ListItem>
        <li aria-hidden="true">
          <Divider />
        </li>
        <ListItem>
          <ListItemText primary="Shipping" secondary="Standard, 3–5 days" />
        </ListItem>
        <li aria-hidden="true">
          <Divider variant="middle" />
        </li>
        <ListItem>
          <ListItemText primary="Total" secondary="€211.50 incl. VAT" />
        </ListItem>
      </List>
    </Paper>
  );
}
