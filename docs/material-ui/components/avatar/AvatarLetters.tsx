import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

const palette = ['#1565c0', '#6a1b9a', '#2e7d32', '#ad1457', '#e65100', '#00695c'];

/** The same name always gets the same color. */
function colorFor(name: string) {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) % 997;
  return palette[hash % palette.length];
}

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);

const names = ['Léa Fontaine', 'Ravi Iyer', 'Sofia Rossi', 'Chen Wei'];

export default function AvatarLetters() {
  return (
    <Stack direction="row" spacing={2}>
      {names.map((name) => (
        <Avatar
          key={name}
          role="img"
          aria-label={name}
          sx={{ bgcolor: colorFor(name), color: '#fff' }}
        >
          {initials(name)}
        </Avatar>
      ))}
    </Stack>
  );
}
