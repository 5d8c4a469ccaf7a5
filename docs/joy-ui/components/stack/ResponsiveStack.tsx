import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function ResponsiveStack() {
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1.5, sm: 2 }}
      sx={{ alignItems: { xs: 'stretch', sm: 'flex-end' }, maxWidth: 640 }}
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => event.preventDefault()}
    >
      <FormControl sx={{ flex: 1 }}>
        <FormLabel>First name</FormLabel>
        <Input placeholder="Amara" />
      </FormControl>
      <FormControl sx={{ flex: 1 }}>
        <FormLabel>Last name</FormLabel>
        <Input placeholder="Okafor" />
      </FormControl>
      <Button type="submit">Save</Button>
    </Stack>
  );
}
