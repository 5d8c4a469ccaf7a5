import * as React from 'react';
import Stack from '@mui/joy/Stack';
import { styled } from '@mui/joy/styles';
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingUp from '@mui/icons-material/TrendingUp';

type Trend = 'up' | 'down';

// One styled element per slot; `name` and `slot` link each one to the theme.
const StatCardRoot = styled('div', { name: 'AppStatCard', slot: 'Root' })(
  ({ theme }) => ({
    flex: '1 1 150px',
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(0.5),
    padding: theme.spacing(2),
    borderRadius: theme.vars.radius.md,
    border: `1px solid ${theme.vars.palette.neutral.outlinedBorder}`,
    backgroundColor: theme.vars.palette.background.surface,
    boxShadow: theme.vars.shadow.xs,
  }),
);

const StatCardLabel = styled('span', { name: 'AppStatCard', slot: 'Label' })(
  ({ theme }) => ({
    ...theme.typography['body-sm'],
    color: theme.vars.palette.text.tertiary,
  }),
);

const StatCardValue = styled('span', { name: 'AppStatCard', slot: 'Value' })(
  ({ theme }) => theme.typography.h3,
);

const StatCardDelta = styled('span', { name: 'AppStatCard', slot: 'Delta' })<{
  ownerState: { trend: Trend };
}>(({ theme, ownerState }) => ({
  ...theme.typography['body-xs'],
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  color:
    ownerState.trend === 'up'
      ? theme.vars.palette.success.plainColor
      : theme.vars.palette.danger.plainColor,
}));

interface StatCardProps {
  label: string;
  value: string;
  delta: string;
  trend: Trend;
}

function StatCard({ label, value, delta, trend }: StatCardProps) {
  const Icon = trend === 'up' ? TrendingUp : TrendingDown;
  return (
    <StatCardRoot>
      <StatCardLabel>{label}</StatCardLabel>
      <StatCardValue>{value}</StatCardValue>
      <StatCardDelta ownerState={{ trend }}>
        <Icon fontSize="inherit" aria-hidden />
        {delta} from last month
      </StatCardDelta>
    </StatCardRoot>
  );
}

export default function ThemedStatCard() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <StatCard label="Revenue" value="$48,210" delta="+12.4%" trend="up" />
      <StatCard label="New customers" value="312" delta="+5.1%" trend="up" />
      <StatCard label="Subscriptions" value="1,204" delta="-2.3%" trend="down" />
    </Stack>
  );
}
