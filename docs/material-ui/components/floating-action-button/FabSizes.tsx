import * as React from 'react';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import ChatIcon from '@mui/icons-material/Chat';

const sizes = ['small', 'medium', 'large'] as const;

export default function FabSizes() {
  return (
    <Stack spacing={3} sx={{ isolation: 'isolate' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {sizes.map((size) => (
          <Fab
            key={size}
            size={size}
            color="primary"
            aria-label={`Add an event, ${size}`}
          >
            <AddIcon />
          </Fab>
        ))}
      </Stack>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        {sizes.map((size) => (
          <Fab key={size} size={size} variant="extended" color="secondary">
            <ChatIcon
              sx={{ marginInlineEnd: 1 }}
              fontSize={size === 'large' ? 'medium' : 'small'}
            />
            Message the host
          </Fab>
        ))}
      </Stack>
    </Stack>
  );
}
