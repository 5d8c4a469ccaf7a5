import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';

export default function SelectStates() {
  const ids = {
    size: React.useId(),
    sizeHelp: React.useId(),
    plan: React.useId(),
    planHelp: React.useId(),
    region: React.useId(),
  };
  const [size, setSize] = React.useState('');
  const [touched, setTouched] = React.useState(false);
  const missing = touched && size === '';

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <FormControl required error={missing} sx={{ width: 200 }}>
        <InputLabel id={ids.size}>T-shirt size</InputLabel>
        <Select
          labelId={ids.size}
          label="T-shirt size"
          value={size}
          onChange={(event) => setSize(event.target.value)}
          onClose={() => setTouched(true)}
          aria-describedby={ids.sizeHelp}
        >
          <MenuItem value="s">Small</MenuItem>
          <MenuItem value="m">Medium</MenuItem>
          <MenuItem value="l">Large</MenuItem>
          <MenuItem value="xl">Extra large</MenuItem>
        </Select>
        <FormHelperText id={ids.sizeHelp}>
          {missing ? 'Choose a size to continue.' : 'Sizes run slightly small.'}
        </FormHelperText>
      </FormControl>
      <FormControl sx={{ width: 200 }}>
        <InputLabel id={ids.plan}>Plan</InputLabel>
        <Select
          labelId={ids.plan}
          label="Plan"
          defaultValue="team"
          readOnly
          aria-describedby={ids.planHelp}
        >
          <MenuItem value="starter">Starter</MenuItem>
          <MenuItem value="team">Team</MenuItem>
        </Select>
        <FormHelperText id={ids.planHelp}>
          Only owners change the plan.
        </FormHelperText>
      </FormControl>
      <FormControl disabled sx={{ width: 200 }}>
        <InputLabel id={ids.region}>Data region</InputLabel>
        <Select labelId={ids.region} label="Data region" defaultValue="eu">
          <MenuItem value="eu">Frankfurt (EU)</MenuItem>
          <MenuItem value="us">Virginia (US)</MenuItem>
        </Select>
      </FormControl>
    </Stack>
  );
}
