import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import SettingsIcon from '@mui/icons-material/Settings';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import {
  AppProvider,
  type Authentication,
  type Session,
} from '@toolpad/core/AppProvider';
import {
  Account,
  AccountPopoverFooter,
  AccountPopoverHeader,
  AccountPreview,
  SignOutButton,
} from '@toolpad/core/Account';

const SIGNED_IN: Session = {
  user: {
    id: 'u-3318',
    name: 'Leila Haddad',
    email: 'leila.haddad@cedarandstone.com',
  },
};

function AccountMenu() {
  return (
    <Stack direction="column" sx={{ minWidth: 260 }}>
      <AccountPopoverHeader>
        <AccountPreview variant="expanded" />
      </AccountPopoverHeader>
      <Divider />
      <MenuList dense>
        <MenuItem>
          <ListItemIcon>
            <SettingsIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Profile settings</ListItemText>
        </MenuItem>
        <MenuItem>
          <ListItemIcon>
            <ReceiptLongIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Billing</ListItemText>
        </MenuItem>
      </MenuList>
      <Divider />
      <AccountPopoverFooter>
        <SignOutButton />
      </AccountPopoverFooter>
    </Stack>
  );
}

export default function AccountCustomMenu() {
  const theme = useTheme();
  const [session, setSession] = React.useState<Session | null>(SIGNED_IN);

  const authentication = React.useMemo<Authentication>(
    () => ({
      signIn: () => setSession(SIGNED_IN),
      signOut: () => setSession(null),
    }),
    [],
  );

  return (
    <AppProvider theme={theme} session={session} authentication={authentication}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          px: 2,
          py: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Typography variant="subtitle2">Cedar &amp; Stone Architects</Typography>
        <Account slots={{ popoverContent: AccountMenu }} />
      </Box>
    </AppProvider>
  );
}
