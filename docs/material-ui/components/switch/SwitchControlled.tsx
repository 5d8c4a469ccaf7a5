import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function SwitchControlled() {
  const [autoRenew, setAutoRenew] = React.useState(true);

  return (
    <Stack spacing={1}>
      <FormControlLabel
        control={
          <Switch
            checked={autoRenew}
            onChange={(_event, checked) => setAutoRenew(checked)}
            inputProps={{ role: 'switch' }}
          />
        }
        label="Renew my subscription automatically"
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {autoRenew
          ? 'Your Pro plan renews on 14 March for €96. You can turn this off any time.'
          : 'Your Pro plan ends on 14 March. Renew before then to keep your projects.'}
      </Typography>
    </Stack>
  );
}
