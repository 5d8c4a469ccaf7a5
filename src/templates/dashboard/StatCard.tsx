import React from 'react';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TrendingDownRoundedIcon from '@mui/icons-material/TrendingDownRounded';
import TrendingUpRoundedIcon from '@mui/icons-material/TrendingUpRounded';
import { visuallyHidden } from '../shared/visuallyHidden';
import Sparkline from './Sparkline';

export interface StatCardProps {
  label: string;
  value: string;
  /** Percent change against the previous period. */
  change: number;
  trend: number[];
}

export default function StatCard({ label, value, change, trend }: StatCardProps) {
  const up = change >= 0;
  return (
    <Card sx={{ p: 2.5, height: '100%' }}>
      <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'flex-end', justifyContent: 'space-between', gap: 1, mt: 1 }}>
        <div>
          <Typography sx={{ fontSize: '1.75rem', fontWeight: 800, lineHeight: 1.2, letterSpacing: '-0.02em' }}>
            {value}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={up ? 'success' : 'error'}
            icon={up ? <TrendingUpRoundedIcon /> : <TrendingDownRoundedIcon />}
            label={
              <>
                {`${up ? '+' : '−'}${Math.abs(change)}%`}
                <span style={visuallyHidden}> compared with the previous 12 weeks</span>
              </>
            }
            sx={{ mt: 1, fontWeight: 700 }}
          />
        </div>
        <Sparkline values={trend} color={up ? 'success' : 'error'} />
      </Stack>
    </Card>
  );
}
