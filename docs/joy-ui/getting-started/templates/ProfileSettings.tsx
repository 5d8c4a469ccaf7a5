import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardOverflow from '@mui/joy/CardOverflow';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';

const BIO_LIMIT = 160;

export default function ProfileSettings() {
  const [bio, setBio] = React.useState('Product designer in Lisbon. Into type.');
  const [digest, setDigest] = React.useState(true);

  return (
    <Card variant="outlined" sx={{ maxWidth: 600, mx: 'auto' }}>
      <div>
        <Typography level="title-lg" component="h2">
          Profile
        </Typography>
        <Typography level="body-sm">
          How others see you across the workspace.
        </Typography>
      </div>
      <Divider inset="none" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
        <Avatar size="lg" sx={{ '--Avatar-size': '72px', alignSelf: 'flex-start' }}>
          IM
        </Avatar>
        <Stack spacing={2} sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <FormControl sx={{ flex: 1 }}>
              <FormLabel>First name</FormLabel>
              <Input defaultValue="Inês" autoComplete="given-name" />
            </FormControl>
            <FormControl sx={{ flex: 1 }}>
              <FormLabel>Last name</FormLabel>
              <Input defaultValue="Marques" autoComplete="family-name" />
            </FormControl>
          </Stack>
          <FormControl>
            <FormLabel>Email</FormLabel>
            <Input
              type="email"
              defaultValue="ines@ledgerly.app"
              autoComplete="email"
            />
          </FormControl>
          <FormControl>
            <FormLabel>Time zone</FormLabel>
            <Select defaultValue="Europe/Lisbon">
              <Option value="Europe/Lisbon">Lisbon (UTC+00:00)</Option>
              <Option value="Europe/Berlin">Berlin (UTC+01:00)</Option>
              <Option value="America/New_York">New York (UTC−05:00)</Option>
            </Select>
          </FormControl>
          <FormControl>
            <FormLabel>Bio</FormLabel>
            <Textarea
              minRows={2}
              value={bio}
              onChange={(event) => setBio(event.target.value.slice(0, BIO_LIMIT))}
            />
            <FormHelperText>{BIO_LIMIT - bio.length} characters left</FormHelperText>
          </FormControl>
          <FormControl
            orientation="horizontal"
            sx={{ justifyContent: 'space-between', gap: 2 }}
          >
            <div>
              <FormLabel>Weekly digest</FormLabel>
              <FormHelperText>A Monday summary of activity.</FormHelperText>
            </div>
            <Switch
              checked={digest}
              onChange={(event) => setDigest(event.target.checked)}
            />
          </FormControl>
        </Stack>
      </Stack>
      <CardOverflow sx={{ borderTop: '1px solid', borderColor: 'divider' }}>
        <CardActions sx={{ justifyContent: 'flex-end', pt: 2 }}>
          <Button size="sm" variant="outlined" color="neutral">
            Cancel
          </Button>
          <Button size="sm">Save changes</Button>
        </CardActions>
      </CardOverflow>
    </Card>
  );
}
