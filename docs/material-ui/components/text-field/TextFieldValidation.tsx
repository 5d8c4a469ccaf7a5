import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function TextFieldValidation() {
  const [email, setEmail] = React.useState('');
  const [visited, setVisited] = React.useState(false);
  const invalid = visited && !EMAIL.test(email);

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <TextField
        label="Work email"
        type="email"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => setVisited(true)}
        error={invalid}
        helperText={
          invalid ? 'Enter an address such as ana@example.com.' : 'Invoices go here.'
        }
      />
      <TextField
        label="Company"
        defaultValue="Northwind Traders"
        helperText="Set by your administrator."
        slotProps={{ input: { readOnly: true } }}
      />
      <TextField label="Referral code" defaultValue="SPRING-24" disabled />
    </Stack>
  );
}
