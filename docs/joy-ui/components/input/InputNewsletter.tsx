import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';

type Status = 'idle' | 'sending' | 'done';

export default function InputNewsletter() {
  const [email, setEmail] = React.useState('');
  const [status, setStatus] = React.useState<Status>('idle');
  const timer = React.useRef<ReturnType<typeof setTimeout>>();
  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus('sending');
    // Stands in for the request to a mailing-list service.
    timer.current = setTimeout(() => setStatus('done'), 1200);
  };

  return (
    <form onSubmit={handleSubmit}>
      <FormControl sx={{ maxWidth: 360 }}>
        <FormLabel>Release notes, once a month</FormLabel>
        <Input
          type="email"
          required
          placeholder="you@company.com"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setStatus('idle');
          }}
          endDecorator={
            <Button type="submit" loading={status === 'sending'}>
              Subscribe
            </Button>
          }
        />
        <FormHelperText aria-live="polite">
          {status === 'done'
            ? `Check ${email} to confirm your subscription.`
            : 'No spam; unsubscribe in one click.'}
        </FormHelperText>
      </FormControl>
    </form>
  );
}
