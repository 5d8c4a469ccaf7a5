import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import EventRounded from '@mui/icons-material/EventRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';

export default function TypographyDecorators() {
  return (
    <Stack spacing={2}>
      <Typography
        level="h3"
        startDecorator={<RocketLaunchOutlined />}
        endDecorator={
          <Chip size="sm" color="primary">
            Beta
          </Chip>
        }
      >
        Release 4.2
      </Typography>
      <Typography level="title-md" startDecorator={<EventRounded />}>
        Ships Tuesday, 10:00 UTC
      </Typography>
      <Typography
        level="body-md"
        startDecorator={<TaskAltRounded />}
        color="success"
      >
        All 128 checks passed
      </Typography>
      <Typography level="body-xs" startDecorator={<InfoOutlined />}>
        Rollout is gradual: 10% of workspaces on day one, then{' '}
        <Typography variant="soft" color="primary">
          everyone by Friday
        </Typography>
        .
      </Typography>
    </Stack>
  );
}
