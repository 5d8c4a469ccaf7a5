import * as React from 'react';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const STATS = [
  { label: 'Orders', value: '1,204' },
  { label: 'Returns', value: '38' },
  { label: 'Rating', value: '4.8' },
];

export default function StackDividers() {
  return (
    <Stack direction="row" spacing={2} divider={<Divider orientation="vertical" />}>
      {STATS.map((stat) => (
        <div key={stat.label}>
          <Typography level="body-xs">{stat.label}</Typography>
          <Typography level="title-lg">{stat.value}</Typography>
        </div>
      ))}
    </Stack>
  );
}
