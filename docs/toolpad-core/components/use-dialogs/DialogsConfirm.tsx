import * as React from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { DialogsProvider, useDialogs } from '@toolpad/core/useDialogs';

interface Subscription {
  id: string;
  customer: string;
  plan: string;
}

const initialSubscriptions: Subscription[] = [
  { id: 'SUB-2041', customer: 'Lena Fischer', plan: 'Team, €49 a month' },
  { id: 'SUB-2057', customer: 'Kwame Mensah', plan: 'Starter, €12 a month' },
  { id: 'SUB-2063', customer: 'Sofia Marino', plan: 'Business, €149 a month' },
];

function SubscriptionList() {
  const dialogs = useDialogs();
  const [subscriptions, setSubscriptions] = React.useState(initialSubscriptions);
  const [lastAction, setLastAction] = React.useState('Nothing cancelled yet.');

  const handleCancel = async (subscription: Subscription) => {
    const confirmed = await dialogs.confirm(
      `${subscription.customer} loses access at the end of the billing period. This can't be undone.`,
      {
        title: `Cancel ${subscription.id}?`,
        okText: 'Cancel subscription',
        cancelText: 'Keep it',
        severity: 'error',
      },
    );
    if (confirmed) {
      setSubscriptions((previous) =>
        previous.filter((item) => item.id !== subscription.id),
      );
      setLastAction(`Cancelled ${subscription.id} for ${subscription.customer}.`);
    } else {
      setLastAction(`Kept ${subscription.id} for ${subscription.customer}.`);
    }
  };

  return (
    <div>
      <List dense aria-label="Active subscriptions">
        {subscriptions.map((subscription) => (
          <ListItem key={subscription.id} disableGutters sx={{ gap: 1 }}>
            <ListItemText
              primary={subscription.customer}
              secondary={`${subscription.id} · ${subscription.plan}`}
            />
            <Button
              color="error"
              size="small"
              onClick={() => handleCancel(subscription)}
              aria-label={`Cancel subscription of ${subscription.customer}`}
              sx={{ flexShrink: 0 }}
            >
              Cancel
            </Button>
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" role="status">
        {lastAction}
      </Typography>
    </div>
  );
}

export default function DialogsConfirm() {
  return (
    <DialogsProvider>
      <SubscriptionList />
    </DialogsProvider>
  );
}
