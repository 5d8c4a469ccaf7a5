import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

export default function ButtonGroupBasic() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ButtonGroup aria-label="Reply to the email, outlined">
        <Button>Reply</Button>
        <Button>Reply all</Button>
        <Button>Forward</Button>
      </ButtonGroup>
      <ButtonGroup variant="contained" aria-label="Reply to the email, contained">
        <Button>Reply</Button>
        <Button>Reply all</Button>
        <Button>Forward</Button>
      </ButtonGroup>
      <ButtonGroup variant="text" aria-label="Reply to the email, text">
        <Button>Reply</Button>
        <Button>Reply all</Button>
        <Button>Forward</Button>
      </ButtonGroup>
    </Stack>
  );
}
