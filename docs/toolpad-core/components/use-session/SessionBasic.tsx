import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { AppProvider, type Session } from '@toolpad/core/AppProvider';
import { useSession } from '@toolpad/core/useSession';

const sessions: Record<string, Session | null> = {
  amara: {
    user: {
      id: 'u-1042',
      name: 'Amara Okafor',
      email: 'amara.okafor@northwind.example',
    },
  },
  jonas: {
    user: {
      id: 'u-1077',
      name: 'Jonas Lindqvist',
      email: 'jonas.lindqvist@northwind.example',
    },
  },
  nobody: null,
};

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

// Any component below AppProvider can read the session: no props needed.
function WelcomeCard() {
  const session = useSession();
  const user = session?.user;

  if (!user) {
    return (
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography>Nobody is signed in.</Typography>
      </Paper>
    );
  }

  const label = user.name ?? user.email ?? 'Signed-in user';

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar>{initials(label)}</Avatar>
        <div>
          <Typography>Welcome back, {label}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {user.email}
          </Typography>
        </div>
      </Stack>
    </Paper>
  );
}

export default function SessionBasic() {
  const theme = useTheme();
  const [current, setCurrent] = React.useState('amara');

  return (
    <AppProvider theme={theme} session={sessions[current]}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <TextField
          select
          size="small"
          label="Session passed to AppProvider"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
        >
          <MenuItem value="amara">Amara Okafor</MenuItem>
          <MenuItem value="jonas">Jonas Lindqvist</MenuItem>
          <MenuItem value="nobody">null (signed out)</MenuItem>
        </TextField>
        <WelcomeCard />
      </Stack>
    </AppProvider>
  );
}
