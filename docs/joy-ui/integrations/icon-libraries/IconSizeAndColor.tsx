import * as React from 'react';
import Box from '@mui/joy/Box';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Schedule from '@mui/icons-material/Schedule';
import WarningAmber from '@mui/icons-material/WarningAmber';

const STATUSES = [
  { label: 'Deployed', icon: <CheckCircle />, color: 'success' },
  { label: 'Queued', icon: <Schedule />, color: 'neutral' },
  { label: 'Slow build', icon: <WarningAmber />, color: 'warning' },
  { label: 'Failed', icon: <ErrorOutline />, color: 'danger' },
] as const;

export default function IconSizeAndColor() {
  return (
    <Stack spacing={3}>
      {/* One container sets the size for every icon inside it. */}
      <Stack
        direction="row"
        spacing={3}
        useFlexGap
        sx={(theme) => ({
          flexWrap: 'wrap',
          '--Icon-fontSize': theme.vars.fontSize.xl3,
        })}
      >
        {STATUSES.map((status) => (
          <Stack key={status.label} spacing={0.5} sx={{ alignItems: 'center' }}>
            <Box
              sx={(theme) => ({
                display: 'flex',
                '--Icon-color': theme.vars.palette[status.color].plainColor,
              })}
            >
              {status.icon}
            </Box>
            <Typography level="body-xs">{status.label}</Typography>
          </Stack>
        ))}
      </Stack>
      {/* In Typography, decorators follow the text size. */}
      <Stack spacing={1}>
        <Typography
          level="title-lg"
          startDecorator={<CheckCircle color="success" />}
        >
          All checks passed
        </Typography>
        <Typography level="body-sm" startDecorator={<Schedule />}>
          Last deployed 12 minutes ago
        </Typography>
      </Stack>
    </Stack>
  );
}
