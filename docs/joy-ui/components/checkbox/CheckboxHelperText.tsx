import * as React from 'react';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import Stack from '@mui/joy/Stack';

export default function CheckboxHelperText() {
  const [accepted, setAccepted] = React.useState(false);
  const [submitted, setSubmitted] = React.useState(false);
  const showError = submitted && !accepted;
  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      sx={{ maxWidth: 360, alignItems: 'flex-start' }}
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
      }}
    >
      <FormControl>
        <Checkbox label="Share usage data" defaultChecked />
        <FormHelperText>
          Anonymous page views and errors help us fix bugs sooner.
        </FormHelperText>
      </FormControl>
      <FormControl required error={showError}>
        <Checkbox
          label="I accept the terms of service"
          checked={accepted}
          onChange={(event) => setAccepted(event.target.checked)}
        />
        {/* Joy's error color, danger.500, is too dark for text in dark mode. */}
        <FormHelperText sx={showError ? { color: 'danger.plainColor' } : undefined}>
          {showError
            ? 'Accept the terms to create your account.'
            : 'Required to create an account.'}
        </FormHelperText>
      </FormControl>
      <Button type="submit">
        {submitted && accepted ? 'Account created' : 'Create account'}
      </Button>
    </Stack>
  );
}
