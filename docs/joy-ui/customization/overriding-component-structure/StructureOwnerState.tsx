import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import NotificationsOff from '@mui/icons-material/NotificationsOff';
import Search from '@mui/icons-material/Search';

export default function StructureOwnerState() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 320 }}>
      <FormControl
        orientation="horizontal"
        sx={{ justifyContent: 'space-between', gap: 2 }}
      >
        <FormLabel>Push notifications</FormLabel>
        <Switch
          defaultChecked
          size="lg"
          slotProps={{
            // Called with the switch's state on every render.
            thumb: (ownerState) => ({
              children: ownerState.checked ? (
                <NotificationsActive />
              ) : (
                <NotificationsOff />
              ),
            }),
          }}
        />
      </FormControl>
      <Input
        aria-label="Search messages"
        placeholder="Search messages"
        startDecorator={<Search />}
        endDecorator={
          <Typography level="body-xs" aria-hidden>
            Press Enter
          </Typography>
        }
        slotProps={{
          // The hint shows only while the input has focus.
          endDecorator: (ownerState) => ({
            sx: { opacity: ownerState.focused ? 1 : 0, transition: 'opacity 0.2s' },
          }),
        }}
      />
    </Stack>
  );
}
