import * as React from 'react';
import Alert from '@mui/material/Alert';

export default function OpenCodeNote() {
  return (
    <Alert severity="info">
      This demo shows its code from the start: it is written with defaultCodeOpen.
    </Alert>
  );
}
