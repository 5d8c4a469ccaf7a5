import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

function toSlug(text: string) {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export default function TextFieldControlled() {
  const [title, setTitle] = React.useState('Café reviews in Montréal');
  const nickname = React.useRef<HTMLInputElement>(null);
  const [saved, setSaved] = React.useState('');

  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Stack spacing={1} sx={{ flex: '1 1 240px' }}>
        <TextField
          label="Post title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Address: /blog/{toSlug(title) || '…'}
        </Typography>
      </Stack>
      <Stack spacing={1} sx={{ flex: '1 1 240px' }}>
        <TextField
          label="Nickname"
          defaultValue="Jo"
          inputRef={nickname}
          onBlur={() => setSaved(nickname.current?.value ?? '')}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {saved ? `Saved as “${saved}” when you left the field.` : 'Saved on blur.'}
        </Typography>
      </Stack>
    </Stack>
  );
}
