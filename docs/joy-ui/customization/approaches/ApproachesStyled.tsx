import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';

// Defined once, used wherever a metric appears.
const StatTile = styled(Sheet)(({ theme }) => ({
  flex: '1 1 150px',
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  padding: theme.spacing(2),
  borderRadius: theme.vars.radius.md,
  boxShadow: theme.shadow.xs,
}));

const StatValue = styled('p')(({ theme }) => ({
  margin: 0,
  ...theme.typography.h3,
  fontVariantNumeric: 'tabular-nums',
}));

const STATS = [
  { label: 'Monthly revenue', value: '$48,200', change: '+12%', up: true },
  { label: 'Active customers', value: '1,284', change: '+3%', up: true },
  { label: 'Refund requests', value: '14', change: '-2', up: false },
];

export default function ApproachesStyled() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {STATS.map((stat) => (
        // A styled component keeps the props of the one it wraps (variant here).
        <StatTile key={stat.label} variant="outlined">
          <Typography level="body-sm">{stat.label}</Typography>
          <StatValue>{stat.value}</StatValue>
          <Typography level="body-xs" color={stat.up ? 'success' : 'danger'}>
            {stat.change} since last month
          </Typography>
        </StatTile>
      ))}
    </Stack>
  );
}
