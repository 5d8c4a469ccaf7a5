import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import KeyRounded from '@mui/icons-material/KeyRounded';
import VisibilityRounded from '@mui/icons-material/VisibilityRounded';
import VisibilityOffRounded from '@mui/icons-material/VisibilityOffRounded';

export default function InputPassword() {
  const [visible, setVisible] = React.useState(false);
  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>New password</FormLabel>
      <Input
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        defaultValue="correct-horse-42"
        startDecorator={<KeyRounded />}
        endDecorator={
          <IconButton
            aria-label="Show password"
            aria-pressed={visible}
            onClick={() => setVisible((current) => !current)}
          >
            {visible ? <VisibilityOffRounded /> : <VisibilityRounded />}
          </IconButton>
        }
      />
      <FormHelperText>At least 12 characters.</FormHelperText>
    </FormControl>
  );
}
