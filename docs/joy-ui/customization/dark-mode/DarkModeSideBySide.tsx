import * as React from 'react';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

function Preview({ scheme }: { scheme: 'light' | 'dark' }) {
  return (
    // The attribute applies that scheme's CSS variables to this element and its children.
    <Sheet
      data-joy-color-scheme={scheme}
      variant="outlined"
      sx={{
        flex: '1 1 260px',
        minWidth: 0,
        p: 2,
        borderRadius: 'md',
        bgcolor: 'background.body',
        color: 'text.primary',
      }}
    >
      <Stack spacing={2}>
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <div>
            <Typography level="body-xs">{scheme} scheme</Typography>
            <Typography level="title-md">Billing</Typography>
          </div>
          <Chip size="sm" color="success">
            Active
          </Chip>
        </Stack>
        <FormControl>
          <FormLabel>Invoice email</FormLabel>
          <Input defaultValue="billing@larkspur.studio" />
        </FormControl>
        <Typography
          component="label"
          level="body-sm"
          endDecorator={<Switch defaultChecked />}
          sx={{ justifyContent: 'space-between' }}
        >
          Email receipts
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button>Save</Button>
          <Button variant="soft" color="neutral">
            Cancel
          </Button>
        </Stack>
      </Stack>
    </Sheet>
  );
}

export default function DarkModeSideBySide() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Preview scheme="light" />
      <Preview scheme="dark" />
    </Stack>
  );
}
