import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import LoadingButton from '@mui/lab/LoadingButton';
import SaveIcon from '@mui/icons-material/Save';
import SendIcon from '@mui/icons-material/Send';

export default function AboutTheLabLoadingButton() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
          />
        }
        label="Show the loading state"
      />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <LoadingButton loading={loading} variant="outlined">
          Refresh prices
        </LoadingButton>
        <LoadingButton
          loading={loading}
          loadingPosition="start"
          startIcon={<SaveIcon />}
          variant="contained"
        >
          {loading ? 'Saving draft…' : 'Save draft'}
        </LoadingButton>
        <LoadingButton
          loading={loading}
          loadingPosition="end"
          endIcon={<SendIcon />}
          variant="contained"
        >
          {loading ? 'Sending invoice…' : 'Send invoice'}
        </LoadingButton>
        <LoadingButton
          loading={loading}
          loadingIndicator={
            <Box component="span" sx={{ color: 'text.secondary' }}>
              Uploading…
            </Box>
          }
          variant="outlined"
        >
          Upload 12 photos
        </LoadingButton>
      </Stack>
    </Stack>
  );
}
