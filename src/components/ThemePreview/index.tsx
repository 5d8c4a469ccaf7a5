import React, { useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Fab from '@mui/material/Fab';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import MenuIcon from '@mui/icons-material/Menu';
import DemoThemeProvider from '../DemoTheme';

const ORDERS = [
  { id: 'A-1042', customer: 'Noor Haddad', total: '€128.40' },
  { id: 'A-1043', customer: 'Tomás Ribeiro', total: '€54.00' },
  { id: 'A-1044', customer: 'Mei Lin', total: '€312.75' },
];

/**
 * A live sample of common Material UI components, rendered with the demos' theme so readers
 * see their colour, spacing and density choices applied.
 */
export default function ThemePreview() {
  const [notify, setNotify] = useState(true);
  return (
    <DemoThemeProvider>
      <Paper
        variant="outlined"
        className="demo-preview"
        data-search-exclude
        data-testid="theme-preview"
        sx={{ overflow: 'hidden' }}
      >
        <AppBar position="static" color="primary" elevation={0}>
          <Toolbar>
            <IconButton color="inherit" edge="start" aria-label="Open navigation" sx={{ mr: 1 }}>
              <MenuIcon />
            </IconButton>
            <Typography variant="h6" component="p" sx={{ flexGrow: 1 }}>
              Orders
            </Typography>
            <Button color="inherit">Export</Button>
          </Toolbar>
        </AppBar>
        <Box sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              <Button variant="contained">Save order</Button>
              <Button variant="outlined" color="secondary">
                Preview
              </Button>
              <Button>Cancel</Button>
            </Stack>
            <TextField label="Customer email" defaultValue="noor@example.com" fullWidth />
            <FormControlLabel
              control={<Switch checked={notify} onChange={(event) => setNotify(event.target.checked)} />}
              label="Email the customer"
            />
            <Slider defaultValue={40} aria-label="Discount" valueLabelDisplay="auto" color="secondary" />
            <Stack direction="row" spacing={1}>
              <Chip label="Paid" color="primary" />
              <Chip label="Gift" color="secondary" variant="outlined" />
            </Stack>
          </Stack>
          <Stack spacing={2}>
            <List disablePadding>
              {['Inbox', 'Drafts', 'Shipped'].map((label, index) => (
                <ListItem key={label} disablePadding>
                  <ListItemButton selected={index === 0}>
                    <ListItemText primary={label} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
            <Table aria-label="Recent orders">
              <TableHead>
                <TableRow>
                  <TableCell>Order</TableCell>
                  <TableCell>Customer</TableCell>
                  <TableCell align="right">Total</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {ORDERS.map((order) => (
                  <TableRow key={order.id}>
                    <TableCell>{order.id}</TableCell>
                    <TableCell>{order.customer}</TableCell>
                    <TableCell align="right">{order.total}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Fab color="secondary" aria-label="Add order">
                <AddIcon />
              </Fab>
            </Box>
          </Stack>
        </Box>
      </Paper>
    </DemoThemeProvider>
  );
}
