import * as React from 'react';
import Box from '@mui/material/Box';

const orders = [
  {
    id: '#4821',
    customer: 'Amara Okafor',
    date: '2 May',
    items: 3,
    total: '€148.00',
  },
  {
    id: '#4822',
    customer: 'Lucas Moreau',
    date: '2 May',
    items: 1,
    total: '€39.90',
  },
  {
    id: '#4823',
    customer: 'Hana Kobayashi',
    date: '3 May',
    items: 5,
    total: '€212.50',
  },
];

// Shown from sm (600px) up, and from md (900px) up.
const fromSm = { display: { xs: 'none', sm: 'table-cell' } };
const fromMd = { display: { xs: 'none', md: 'table-cell' } };

const cell = {
  px: 1.5,
  py: 1,
  borderBottom: 1,
  borderColor: 'divider',
  textAlign: 'left',
  typography: 'body2',
};

export default function DisplayResponsive() {
  return (
    <div>
      <Box
        component="p"
        sx={{ m: 0, mb: 2, typography: 'body2', color: 'text.secondary' }}
      >
        <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
          Below 600px: Date and Items are hidden.
        </Box>
        <Box
          component="span"
          sx={{ display: { xs: 'none', sm: 'inline', md: 'none' } }}
        >
          600px to 899px: Items is hidden.
        </Box>
        <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
          900px and wider: every column is shown.
        </Box>
      </Box>
      <Box
        component="table"
        sx={{
          display: 'table',
          width: '100%',
          m: 0,
          borderCollapse: 'collapse',
          '& thead tr': { borderBottom: 0 },
          '& th': { fontWeight: 600 },
        }}
      >
        <thead>
          <tr>
            <Box component="th" scope="col" sx={cell}>
              Order
            </Box>
            <Box component="th" scope="col" sx={cell}>
              Customer
            </Box>
            <Box component="th" scope="col" sx={[cell, fromSm]}>
              Date
            </Box>
            <Box component="th" scope="col" sx={[cell, fromMd]}>
              Items
            </Box>
            <Box component="th" scope="col" sx={[cell, { textAlign: 'right' }]}>
              Total
            </Box>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <Box component="td" sx={cell}>
                {order.id}
              </Box>
              <Box component="td" sx={cell}>
                {order.customer}
              </Box>
              <Box component="td" sx={[cell, fromSm]}>
                {order.date}
              </Box>
              <Box component="td" sx={[cell, fromMd]}>
                {order.items}
              </Box>
              <Box component="td" sx={[cell, { textAlign: 'right' }]}>
                {order.total}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
    </div>
  );
}
