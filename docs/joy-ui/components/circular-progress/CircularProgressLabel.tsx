import * as React from 'react';
import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';

export default function CircularProgressLabel() {
  const storageId = React.useId();
  const onboardingId = React.useId();
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <CircularProgress
          size="lg"
          determinate
          value={72}
          aria-labelledby={storageId}
        >
          72%
        </CircularProgress>
        <Typography id={storageId} level="body-sm">
          Storage used
        </Typography>
      </Stack>
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <CircularProgress
          size="lg"
          determinate
          value={100}
          color="success"
          aria-labelledby={onboardingId}
        >
          <CheckRounded />
        </CircularProgress>
        <Typography id={onboardingId} level="body-sm">
          Onboarding complete
        </Typography>
      </Stack>
    </Stack>
  );
}
