import * as React from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { AppProvider, type Session } from '@toolpad/core/AppProvider';
import { useSession } from '@toolpad/core/useSession';

// Your own fields live next to `user`.
interface StoreSession extends Session {
  store: { name: string; city: string };
  role: 'manager' | 'clerk';
}

function RefundPanel() {
  const session = useSession<StoreSession>();
  if (!session) {
    return null;
  }
  const isManager = session.role === 'manager';

  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography>
          {session.user?.name}, {session.store.name} ({session.store.city})
        </Typography>
        <Chip size="small" label={session.role} />
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Order #10622, €86.40, returned unopened
      </Typography>
      <Button variant="contained" disabled={!isManager}>
        Issue refund
      </Button>
      {isManager ? null : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Only store managers can issue refunds.
        </Typography>
      )}
    </Stack>
  );
}

export default function SessionCustomFields() {
  const theme = useTheme();
  const [isManager, setIsManager] = React.useState(true);

  // Build the session once per change, not on every render.
  const session = React.useMemo<StoreSession>(
    () => ({
      user: {
        id: 'u-3318',
        name: 'Tomás Herrera',
        email: 'tomas.herrera@fernhill.example',
      },
      store: { name: 'Fernhill Supplies', city: 'Valencia' },
      role: isManager ? 'manager' : 'clerk',
    }),
    [isManager],
  );

  return (
    <AppProvider theme={theme} session={session}>
      <Stack spacing={2}>
        <FormControlLabel
          control={
            <Switch
              checked={isManager}
              onChange={(event) => setIsManager(event.target.checked)}
            />
          }
          label="Signed in as a store manager"
        />
        <RefundPanel />
      </Stack>
    </AppProvider>
  );
}
