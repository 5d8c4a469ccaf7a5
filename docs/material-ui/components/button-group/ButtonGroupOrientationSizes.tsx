import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

const sizes = ['small', 'medium', 'large'] as const;

export default function ButtonGroupOrientationSizes() {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={4}
      sx={{ alignItems: 'flex-start' }}
    >
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {sizes.map((size) => (
          <ButtonGroup key={size} size={size} aria-label={`Map zoom, ${size}`}>
            <Button>Zoom out</Button>
            <Button>Fit</Button>
            <Button>Zoom in</Button>
          </ButtonGroup>
        ))}
      </Stack>
      <ButtonGroup orientation="vertical" aria-label="Track order in the playlist">
        <Button>Move to top</Button>
        <Button>Move up</Button>
        <Button>Move down</Button>
        <Button>Move to bottom</Button>
      </ButtonGroup>
      <ButtonGroup
        orientation="vertical"
        variant="contained"
        aria-label="Share the playlist"
      >
        <Button>Copy link</Button>
        <Button>Send by email</Button>
        <Button>Embed</Button>
      </ButtonGroup>
    </Stack>
  );
}
