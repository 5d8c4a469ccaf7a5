import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function LinkBasic() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Typography>
        Before you start, read the{' '}
        <Link href="/material-ui/getting-started/installation/">
          installation guide
        </Link>
        . It lists the peer packages you need and the fonts the components expect.
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Still stuck? Compare your setup with the{' '}
        <Link href="/material-ui/react-button/" color="inherit">
          Button page
        </Link>
        , whose demos use the default theme.
      </Typography>
      <Link href="/material-ui/react-typography/" variant="subtitle2">
        Next: Typography
      </Link>
    </Stack>
  );
}
