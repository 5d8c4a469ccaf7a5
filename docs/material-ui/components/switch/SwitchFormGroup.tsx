import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';

const channels = [
  { name: 'comments', label: 'Comments on my posts' },
  { name: 'mentions', label: 'Mentions' },
  { name: 'followers', label: 'New followers' },
  { name: 'digest', label: 'Weekly digest' },
] as const;

type Channel = (typeof channels)[number]['name'];

export default function SwitchFormGroup() {
  const [enabled, setEnabled] = React.useState<Record<Channel, boolean>>({
    comments: true,
    mentions: true,
    followers: false,
    digest: false,
  });
  const count = Object.values(enabled).filter(Boolean).length;

  return (
    <FormControl
      component="fieldset"
      variant="standard"
      sx={{ maxWidth: 360, width: '100%' }}
    >
      <FormLabel component="legend">Email me about</FormLabel>
      <FormGroup>
        {channels.map((channel) => (
          <FormControlLabel
            key={channel.name}
            labelPlacement="start"
            label={channel.label}
            sx={{ justifyContent: 'space-between', ml: 0 }}
            control={
              <Switch
                name={channel.name}
                checked={enabled[channel.name]}
                onChange={(_event, checked) =>
                  setEnabled((previous) => ({
                    ...previous,
                    [channel.name]: checked,
                  }))
                }
                inputProps={{ role: 'switch' }}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>
        {count === 0 ? 'You will get no email from us.' : `${count} of 4 turned on.`}
      </FormHelperText>
    </FormControl>
  );
}
