import * as React from 'react';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { styled } from '@mui/material/styles';

// Defined once, used wherever an invoice status appears.
const StatusChip = styled(Chip)(({ theme }) => ({
  height: 24,
  borderRadius: theme.shape.borderRadius,
  fontSize: theme.typography.pxToRem(12),
  fontWeight: 600,
  letterSpacing: 0.4,
  textTransform: 'uppercase',
  '& .MuiChip-label': { paddingInline: theme.spacing(1) },
}));

const invoices = [
  {
    id: 'INV-2041',
    customer: 'Harbor Coffee Roasters',
    amount: '€1,240.00',
    status: 'Paid',
    color: 'success',
  },
  {
    id: 'INV-2042',
    customer: 'Linden Street Dental',
    amount: '€385.50',
    status: 'Overdue',
    color: 'error',
  },
  {
    id: 'INV-2043',
    customer: 'Northfield Cycles',
    amount: '€2,900.00',
    status: 'Draft',
    color: 'default',
  },
] as const;

export default function HowToCustomizeStyled() {
  return (
    <List sx={{ width: '100%', maxWidth: 440 }}>
      {invoices.map((invoice) => (
        <ListItem
          key={invoice.id}
          divider
          secondaryAction={
            <StatusChip label={invoice.status} color={invoice.color} />
          }
        >
          <ListItemText
            primary={invoice.customer}
            secondary={`${invoice.id} · ${invoice.amount}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
