import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import LinkRounded from '@mui/icons-material/LinkRounded';

export default function VariantHierarchy() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 420 }}>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography level="title-lg">Invite teammates</Typography>
        <Chip variant="soft" color="success" size="sm">
          3 seats left
        </Chip>
      </Stack>
      <FormControl>
        <FormLabel>Email addresses</FormLabel>
        <Input placeholder="priya@northwind.dev" />
      </FormControl>
      <Alert
        variant="soft"
        color="neutral"
        size="sm"
        startDecorator={<InfoOutlined />}
      >
        Invitations expire after 7 days.
      </Alert>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="solid">Send invites</Button>
        <Button variant="outlined" color="neutral" startDecorator={<LinkRounded />}>
          Copy link
        </Button>
        <Button variant="plain" color="neutral" sx={{ ml: 'auto' }}>
          Skip
        </Button>
      </Stack>
    </Card>
  );
}
