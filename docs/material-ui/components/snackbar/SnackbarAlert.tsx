import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

export default function SnackbarAlert() {
  const [result, setResult] = React.useState<'success' | 'error' | null>(null);

  return (
    <Stack direction="row" spacing={2}>
      <Button variant="outlined" onClick={() => setResult('success')}>
        Save profile
      </Button>
      <Button variant="outlined" color="error" onClick={() => setResult('error')}>
        Save while offline
      </Button>
      <Snackbar
        open={result !== null}
        autoHideDuration={5000}
        onClose={() => setResult(null)}
      >
        <Alert
          onClose={() => setResult(null)}
          severity={result ?? 'success'}
          variant="filled"
          sx={{ width: '100%' }}
        >
          {result === 'error'
            ? 'Could not save: you are offline. Your changes are kept on this device.'
            : 'Profile saved'}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
