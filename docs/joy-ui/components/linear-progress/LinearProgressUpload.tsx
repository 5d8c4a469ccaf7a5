import * as React from 'react';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import PauseRounded from '@mui/icons-material/PauseRounded';

const FILE = { name: 'site-survey.mp4', sizeMb: 48 };

export default function LinearProgressUpload() {
  const id = React.useId();
  const [progress, setProgress] = React.useState(0);
  const [uploading, setUploading] = React.useState(false);

  React.useEffect(() => {
    if (!uploading) {
      return undefined;
    }
    // Simulates the progress events of a real upload.
    const timer = setInterval(() => {
      setProgress((value) => Math.min(value + 5, 100));
    }, 250);
    // Clearing the interval stops the updates when the upload ends or the demo unmounts.
    return () => clearInterval(timer);
  }, [uploading]);

  React.useEffect(() => {
    if (progress === 100) {
      setUploading(false);
    }
  }, [progress]);

  const uploadedMb = ((FILE.sizeMb * progress) / 100).toFixed(1);
  const done = progress === 100;
  let status = 'Ready to upload';
  if (done) {
    status = 'Upload complete';
  } else if (uploading) {
    status = 'Uploading';
  } else if (progress > 0) {
    status = 'Paused';
  }

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 400 }}>
      <Typography id={`${id}-label`} level="title-sm">
        {FILE.name}
      </Typography>
      <LinearProgress
        determinate
        value={progress}
        color={done ? 'success' : 'primary'}
        aria-labelledby={`${id}-label`}
        aria-valuetext={`${uploadedMb} of ${FILE.sizeMb} MB`}
      />
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
        <Typography level="body-sm" aria-live="polite">
          {status}
        </Typography>
        <Typography level="body-sm">
          {uploadedMb} of {FILE.sizeMb} MB
        </Typography>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          startDecorator={uploading ? <PauseRounded /> : <CloudUploadOutlined />}
          onClick={() => {
            if (done) {
              setProgress(0);
            }
            setUploading(!uploading);
          }}
        >
          {uploading ? 'Pause' : done ? 'Upload again' : 'Upload'}
        </Button>
        <Button
          variant="plain"
          color="neutral"
          disabled={progress === 0}
          onClick={() => {
            setUploading(false);
            setProgress(0);
          }}
        >
          Reset
        </Button>
      </Stack>
    </Stack>
  );
}
