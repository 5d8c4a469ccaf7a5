import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function InputValidation() {
  const [email, setEmail] = React.useState('maria.garcia@');
  const [touched, setTouched] = React.useState(true);
  const invalid = touched && !EMAIL_PATTERN.test(email);
  return (
    <FormControl error={invalid} sx={{ maxWidth: 320 }}>
      <FormLabel>Billing email</FormLabel>
      <Input
        type="email"
        error={invalid}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onFocus={() => setTouched(false)}
        onBlur={() => setTouched(true)}
      />
      {/* Joy's error color, danger.500, is too dark for text in dark mode. */}
      <FormHelperText sx={invalid ? { color: 'danger.plainColor' } : undefined}>
        {invalid ? (
          <React.Fragment>
            <InfoOutlined />
            Enter an address like name@company.com.
          </React.Fragment>
        ) : (
          'Receipts are sent to this address.'
        )}
      </FormHelperText>
    </FormControl>
  );
}
