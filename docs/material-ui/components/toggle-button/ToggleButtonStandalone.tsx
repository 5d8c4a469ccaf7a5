import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';

export default function ToggleButtonStandalone() {
  const [pinned, setPinned] = React.useState(false);
  const [following, setFollowing] = React.useState(true);

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <ToggleButton
        value="pin"
        aria-label="Pin conversation"
        selected={pinned}
        onChange={() => setPinned((value) => !value)}
        size="small"
      >
        {pinned ? <PushPinIcon /> : <PushPinOutlinedIcon />}
      </ToggleButton>
      <ToggleButton
        value="follow"
        color="primary"
        selected={following}
        onChange={() => setFollowing((value) => !value)}
        size="small"
        sx={{ gap: 1 }}
      >
        {following ? <NotificationsActiveIcon /> : <NotificationsNoneIcon />}
        Follow thread
      </ToggleButton>
    </Stack>
  );
}
