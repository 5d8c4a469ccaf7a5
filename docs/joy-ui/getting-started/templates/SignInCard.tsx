import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Checkbox from '@mui/joy/Checkbox';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Key from '@mui/icons-material/Key';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

export default function SignInCard() {
  const [showPassword, setShowPassword] = React.useState(false);
  const [submitting, setSubmitting] = React.useState(false);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    window.setTimeout(() => setSubmitting(false), 1500);
  };

  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 380, mx: 'auto', p: 3 }}>
      <div>
        <Typography level="h4" component="h2">
          Sign in to Ledgerly
        </Typography>
        <Typography level="body-sm">
          New here? <Link href="#sign-up">Create an account</Link>
        </Typography>
      </div>
      <form onSubmit={handleSubmit}>
        <Stack spacing={2}>
          <FormControl required>
            <FormLabel>Email</FormLabel>
            <Input type="email" name="email" autoComplete="email" />
          </FormControl>
          <FormControl required>
            <FormLabel>Password</FormLabel>
            <Input
              type={showPassword ? 'text' : 'password'}
              name="password"
              autoComplete="current-password"
              endDecorator={
                <IconButton
                  aria-label={showPassword ? 'Hide password' : 'Show password'}
                  aria-pressed={showPassword}
                  onClick={() => setShowPassword((shown) => !shown)}
                >
                  {showPassword ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              }
            />
          </FormControl>
          <Stack
            direction="row"
            useFlexGap
            sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
          >
            <Checkbox size="sm" label="Keep me signed in" name="remember" />
            <Link level="title-sm" href="#reset-password">
              Forgot password?
            </Link>
          </Stack>
          <Button type="submit" loading={submitting} fullWidth>
            Sign in
          </Button>
        </Stack>
      </form>
      <Divider>or</Divider>
      <Button variant="outlined" color="neutral" startDecorator={<Key />} fullWidth>
        Continue with single sign-on
      </Button>
    </Card>
  );
}
