import * as React from 'react';
import FormControl, { useFormControl } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

function UsernameHint({ id }: { id: string }) {
  // Reads the state of the closest FormControl: focused, filled, error, disabled…
  const formControl = useFormControl();
  const focused = formControl?.focused ?? false;

  return (
    <FormHelperText id={id}>
      {focused
        ? 'Letters, numbers and underscores; 3 to 20 characters.'
        : 'People find you by this name.'}
    </FormHelperText>
  );
}

export default function TextFieldFocusHelper() {
  const inputId = React.useId();
  const hintId = React.useId();

  return (
    <FormControl sx={{ width: '100%', maxWidth: 320 }}>
      <InputLabel htmlFor={inputId}>Username</InputLabel>
      <OutlinedInput
        id={inputId}
        label="Username"
        defaultValue="amara_okafor"
        aria-describedby={hintId}
      />
      <UsernameHint id={hintId} />
    </FormControl>
  );
}
