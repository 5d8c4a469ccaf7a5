import * as React from 'react';
import Switch from '@mui/joy/Switch';
import Stack from '@mui/joy/Stack';
import CheckRounded from '@mui/icons-material/CheckRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';

export default function SwitchTrackThumb() {
  const [notify, setNotify] = React.useState(true);
  const [wifi, setWifi] = React.useState(false);
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ alignItems: 'center' }}>
      <Switch
        checked={notify}
        onChange={(event) => setNotify(event.target.checked)}
        slotProps={{
          input: { 'aria-label': 'Notifications' },
          track: {
            children: (
              <React.Fragment>
                <span aria-hidden="true" style={{ marginInlineStart: 6 }}>
                  On
                </span>
                <span aria-hidden="true" style={{ marginInlineEnd: 6 }}>
                  Off
                </span>
              </React.Fragment>
            ),
            sx: { justifyContent: 'space-between', fontSize: 'xs' },
          },
        }}
        sx={{
          '--Switch-thumbSize': '22px',
          '--Switch-trackWidth': '60px',
          '--Switch-trackHeight': '28px',
        }}
      />
      <Switch
        checked={wifi}
        onChange={(event) => setWifi(event.target.checked)}
        color={wifi ? 'success' : 'neutral'}
        slotProps={{
          input: { 'aria-label': 'Wi-Fi' },
          thumb: {
            children: wifi ? <CheckRounded /> : <CloseRounded />,
          },
        }}
        sx={{ '--Switch-thumbSize': '20px', '--Switch-trackWidth': '44px' }}
      />
    </Stack>
  );
}
