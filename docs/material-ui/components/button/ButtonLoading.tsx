import * as React from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import LoadingButton from '@mui/lab/LoadingButton';
import SaveIcon from '@mui/icons-material/Save';

export default function ButtonLoading() {
  const [saving, setSaving] = React.useState(false);
  const [exporting, setExporting] = React.useState(false);

  const run = (setBusy: (busy: boolean) => void) => {
    setBusy(true);
    window.setTimeout(() => setBusy(false), 2000);
  };

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <LoadingButton
        loading={saving}
        loadingPosition="start"
        startIcon={<SaveIcon />}
        variant="contained"
        onClick={() => run(setSaving)}
      >
        {saving ? 'Saving…' : 'Save changes'}
      </LoadingButton>
      <Button
        variant="outlined"
        disabled={exporting}
        onClick={() => run(setExporting)}
        endIcon={
          exporting ? <CircularProgress size={16} color="inherit" /> : undefined
        }
      >
        {exporting ? 'Exporting' : 'Export report'}
      </Button>
    </Stack>
  );
}
