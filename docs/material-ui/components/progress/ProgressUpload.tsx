import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const SIZE_MB = 48;

export default function ProgressUpload() {
  const [progress, setProgress] = React.useState<number | null>(null);
  const labelId = React.useId();

  React.useEffect(() => {
    if (progress === null || progress >= 100) return undefined;
    const timer = window.setTimeout(
      () => setProgress((value) => Math.min(100, (value ?? 0) + 8)),
      300,
    );
    return () => window.clearTimeout(timer);
  }, [progress]);

  const done = progress === 100;

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 420 }}>
      <Button
        variant="contained"
        onClick={() => setProgress(0)}
        disabled={progress !== null && !done}
        sx={{ alignSelf: 'flex-start' }}
      >
        {done ? 'Upload again' : 'Upload site-photos.zip'}
      </Button>
      {progress !== null && (
        <Box>
          <Typography id={labelId} variant="body2" sx={{ mb: 0.5 }}>
            {done
              ? 'site-photos.zip uploaded'
              : `Uploading site-photos.zip: ${Math.round((progress / 100) * SIZE_MB)} of ${SIZE_MB} MB`}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress}
            color={done ? 'success' : 'primary'}
            aria-labelledby={labelId}
          />
        </Box>
      )}
    </Stack>
  );
}
