import * as React from 'react';
import Switch from '@mui/joy/Switch';
import Stack from '@mui/joy/Stack';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';

export default function SwitchDecorators() {
  const [dark, setDark] = React.useState(false);
  return (
    <Stack spacing={3}>
      <Switch
        defaultChecked
        startDecorator="Off"
        endDecorator="On"
        slotProps={{ input: { 'aria-label': 'Public profile' } }}
      />
      <Switch
        checked={dark}
        onChange={(event) => setDark(event.target.checked)}
        startDecorator={<LightModeOutlined />}
        endDecorator={<DarkModeOutlined />}
        slotProps={{ input: { 'aria-label': 'Dark theme' } }}
      />
      <Switch
        defaultChecked
        endDecorator={({ checked }) => (checked ? 'Syncing' : 'Paused')}
        slotProps={{ input: { 'aria-label': 'Sync files' } }}
      />
    </Stack>
  );
}
