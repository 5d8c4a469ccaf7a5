import * as React from 'react';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

type Period = 'day' | 'week' | 'month' | 'year';

export default function ToggleButtonGroupExclusive() {
  const [period, setPeriod] = React.useState<Period>('week');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        aria-label="Report period"
        value={period}
        onChange={(_event, newPeriod) => {
          // Ignore the click that would leave nothing selected.
          if (newPeriod !== null) {
            setPeriod(newPeriod);
          }
        }}
      >
        <Button value="day">Day</Button>
        <Button value="week">Week</Button>
        <Button value="month">Month</Button>
        <Button value="year">Year</Button>
      </ToggleButtonGroup>
      <Typography level="body-sm">Showing revenue by {period}</Typography>
    </Stack>
  );
}
