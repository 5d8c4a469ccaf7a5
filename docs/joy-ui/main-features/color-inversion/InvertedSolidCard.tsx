import * as React from 'react';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import MailOutline from '@mui/icons-material/MailOutline';

export default function InvertedSolidCard() {
  return (
    <Card variant="solid" color="primary" invertedColors sx={{ maxWidth: 360 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Chip size="sm">Weekly</Chip>
        <IconButton size="sm" aria-label="Dismiss">
          <CloseRounded />
        </IconButton>
      </Stack>
      <Typography level="title-lg">Release notes in your inbox</Typography>
      <Typography level="body-sm">
        One email every Friday: what shipped, what changed and what comes next.
      </Typography>
      <FormControl>
        <FormLabel>Work email</FormLabel>
        <Input
          type="email"
          placeholder="alex@brightline.io"
          startDecorator={<MailOutline />}
        />
      </FormControl>
      <Stack direction="row" spacing={1}>
        <Button>Subscribe</Button>
        <Button variant="plain">Not now</Button>
      </Stack>
    </Card>
  );
}
