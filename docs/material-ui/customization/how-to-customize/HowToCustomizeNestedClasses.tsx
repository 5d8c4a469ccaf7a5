import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';

export default function HowToCustomizeNestedClasses() {
  const [disabled, setDisabled] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <FormControlLabel
        control={
          <Switch
            checked={disabled}
            onChange={(event) => setDisabled(event.target.checked)}
          />
        }
        label="Disable the button"
      />
      <Button
        variant="outlined"
        disabled={disabled}
        startIcon={<FileDownloadOutlinedIcon />}
        sx={{
          textTransform: 'none',
          // A slot inside the button: note the space after `&`.
          '& .MuiButton-startIcon': { mr: 1.5, color: 'success.main' },
          // A state of the button itself: no space, both classes on one element.
          '&.Mui-disabled': { borderStyle: 'dashed' },
          '&.Mui-disabled .MuiButton-startIcon': { color: 'inherit' },
          // Keyboard focus only, not mouse clicks.
          '&.Mui-focusVisible': {
            outline: '3px solid',
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
        }}
      >
        Export March report (CSV)
      </Button>
    </Stack>
  );
}
