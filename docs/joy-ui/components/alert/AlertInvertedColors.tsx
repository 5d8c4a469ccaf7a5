import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import CloseRounded from '@mui/icons-material/CloseRounded';
import WarningRounded from '@mui/icons-material/WarningRounded';

export default function AlertInvertedColors() {
  const [open, setOpen] = React.useState(true);
  if (!open) {
    return (
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Show the alert again
      </Button>
    );
  }
  return (
    <Alert
      variant="solid"
      color="danger"
      invertedColors
      startDecorator={<WarningRounded />}
      endDecorator={
        <IconButton
          aria-label="Dismiss"
          size="sm"
          variant="plain"
          onClick={() => setOpen(false)}
        >
          <CloseRounded />
        </IconButton>
      }
      sx={{ alignItems: 'flex-start', maxWidth: 480 }}
    >
      <Box sx={{ flex: 1 }}>
        <Typography level="title-md">Your plan has expired</Typography>
        <Typography level="body-sm">
          Projects are read-only until you renew. Nothing has been deleted.
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
          <Button size="sm" variant="solid">
            Renew plan
          </Button>
          <Button size="sm" variant="outlined">
            Export data
          </Button>
        </Box>
      </Box>
    </Alert>
  );
}
