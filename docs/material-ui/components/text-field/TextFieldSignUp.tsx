import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

type Fields = { name: string; email: string; password: string };
type Errors = Partial<Record<keyof Fields, string>>;

function validate({ name, email, password }: Fields): Errors {
  const errors: Errors = {};
  if (!name.trim()) errors.name = 'Tell us what to call you.';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    errors.email = 'Enter an address such as kofi@example.com.';
  }
  if (password.length < 10) errors.password = 'Use at least 10 characters.';
  return errors;
}

export default function TextFieldSignUp() {
  const [fields, setFields] = React.useState<Fields>({
    name: '',
    email: '',
    password: '',
  });
  const [touched, setTouched] = React.useState<
    Partial<Record<keyof Fields, boolean>>
  >({});
  const [done, setDone] = React.useState(false);
  const errors = validate(fields);

  const field = (name: keyof Fields) => ({
    name,
    value: fields[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setFields((previous) => ({ ...previous, [name]: event.target.value })),
    onBlur: () => setTouched((previous) => ({ ...previous, [name]: true })),
    error: Boolean(touched[name] && errors[name]),
  });

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ name: true, email: true, password: true });
    const firstInvalid = Object.keys(errors)[0];
    setDone(!firstInvalid);
    if (firstInvalid) {
      // Take people to the first field that needs fixing.
      const input = event.currentTarget.elements.namedItem(firstInvalid);
      if (input instanceof HTMLElement) input.focus();
    }
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} sx={{ maxWidth: 380 }}>
      <Stack spacing={2}>
        <TextField
          label="Full name"
          autoComplete="name"
          required
          {...field('name')}
          helperText={touched.name && errors.name}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...field('email')}
          helperText={touched.email && errors.email}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          {...field('password')}
          helperText={
            (touched.password && errors.password) || 'At least 10 characters.'
          }
        />
        <Button type="submit" variant="contained">
          Create account
        </Button>
        <div role="status">
          {done ? (
            <Alert severity="success">Welcome aboard, {fields.name}!</Alert>
          ) : null}
        </div>
      </Stack>
    </Box>
  );
}
