import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function TutorialInviteForm() {
  const [email, setEmail] = React.useState('');
  const [role, setRole] = React.useState('editor');
  const [error, setError] = React.useState(false);
  const [sentTo, setSentTo] = React.useState<string | null>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const valid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
    setError(!valid);
    if (valid) {
      setSentTo(`${email} (${role})`);
      setEmail('');
    }
  };

  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', maxWidth: 420 }}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack spacing={2}>
          <Typography level="title-md" component="h3">
            Invite a teammate
          </Typography>
          <FormControl error={error} required>
            <FormLabel>Work email</FormLabel>
            <Input
              type="email"
              placeholder="ana@northwind.studio"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            {/* Joy's error color, danger.500, is too dark for text in dark mode. */}
            <FormHelperText sx={error ? { color: 'danger.plainColor' } : undefined}>
              {error
                ? 'Enter an address such as ana@northwind.studio.'
                : 'They get a link that expires in 7 days.'}
            </FormHelperText>
          </FormControl>
          <FormControl>
            <FormLabel>Role</FormLabel>
            <Select
              value={role}
              onChange={(_event, value) => setRole(value ?? 'editor')}
            >
              <Option value="admin">Admin</Option>
              <Option value="editor">Editor</Option>
              <Option value="viewer">Viewer</Option>
            </Select>
          </FormControl>
          <Button type="submit" sx={{ alignSelf: 'flex-start' }}>
            Send invitation
          </Button>
          <Typography level="body-sm" aria-live="polite">
            {sentTo ? `Invitation sent to ${sentTo}.` : ''}
          </Typography>
        </Stack>
      </form>
    </Sheet>
  );
}
