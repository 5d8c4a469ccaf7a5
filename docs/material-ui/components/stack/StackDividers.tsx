import * as React from 'react';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const stats = [
  { label: 'Followers', value: '1,284' },
  { label: 'Following', value: '312' },
  { label: 'Posts', value: '96' },
];

export default function StackDividers() {
  return (
    <Stack
      direction="row"
      divider={<Divider orientation="vertical" flexItem />}
      spacing={3}
    >
      {stats.map((stat) => (
        <div key={stat.label}>
          <Typography variant="h6" component="p">
            {stat.value}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {stat.label}
          </Typography>
        </div>
      ))}
    </Stack>
  );
}
