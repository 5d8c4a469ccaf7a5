import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import FormHelperText from '@mui/joy/FormHelperText';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import MailOutline from '@mui/icons-material/MailOutline';

export default function TextFieldComposition() {
  const [email, setEmail] = React.useState('ana.silva@');
  const invalid = email.length > 0 && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <FormControl>
        <FormLabel>Full name</FormLabel>
        <Input name="name" autoComplete="name" placeholder="Ana Silva" />
        <FormHelperText>As it appears on your ID.</FormHelperText>
      </FormControl>
      <FormControl required error={invalid}>
        <FormLabel>Work email</FormLabel>
        <Input
          type="email"
          name="email"
          autoComplete="email"
          startDecorator={<MailOutline />}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={invalid}
        />
        {/* Joy's error color, danger.500, is too dark for text in dark mode. */}
        <FormHelperText sx={invalid ? { color: 'danger.plainColor' } : undefined}>
          {invalid
            ? 'Enter an address like name@company.com.'
            : 'We send invoices to this address.'}
        </FormHelperText>
      </FormControl>
    </Stack>
  );
}
