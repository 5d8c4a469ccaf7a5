import React from 'react';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { tint } from '../templateTheme';

const MONTHS = ['Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

type Lane = {
  team: string;
  items: { label: string; start: number; span: number; color: 'primary' | 'secondary' | 'warning' | 'success' }[];
};

const LANES: Lane[] = [
  {
    team: 'Growth',
    items: [
      { label: 'Onboarding revamp', start: 0, span: 3, color: 'primary' },
      { label: 'Referrals', start: 4, span: 2, color: 'success' },
    ],
  },
  { team: 'Platform', items: [{ label: 'Billing v2', start: 1, span: 3, color: 'secondary' }] },
  {
    team: 'Mobile',
    items: [
      { label: 'Offline mode', start: 0, span: 2, color: 'warning' },
      { label: 'Tablet layout', start: 3, span: 3, color: 'primary' },
    ],
  },
  { team: 'Search', items: [{ label: 'Saved filters', start: 2, span: 2, color: 'success' }] },
];

/** A drawn product screenshot: a quarterly roadmap with swimlanes. Decorative. */
export default function RoadmapPreview() {
  return (
    <Paper
      variant="outlined"
      aria-hidden="true"
      sx={{
        p: { xs: 1.5, sm: 2.5 },
        borderRadius: 4,
        boxShadow: '0 40px 80px -40px rgba(30, 27, 75, 0.45)',
        overflow: 'hidden',
      }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle2" component="p" noWrap>
            H2 product roadmap
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap>
            Updated 5 minutes ago
          </Typography>
        </Box>
        <AvatarGroup max={4} sx={{ '& .MuiAvatar-root': { width: 26, height: 26, fontSize: 12 } }}>
          <Avatar sx={{ bgcolor: 'primary.main' }}>AK</Avatar>
          <Avatar sx={{ bgcolor: 'secondary.main' }}>JR</Avatar>
          <Avatar sx={{ bgcolor: 'warning.main' }}>MT</Avatar>
          <Avatar sx={{ bgcolor: 'grey.700', color: 'common.white' }}>+5</Avatar>
        </AvatarGroup>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '64px repeat(6, minmax(0, 1fr))', sm: '80px repeat(6, minmax(0, 1fr))' },
          rowGap: 1.25,
        }}
      >
        <Box />
        {MONTHS.map((month) => (
          <Typography
            key={month}
            variant="caption"
            color="text.secondary"
            sx={{ textAlign: 'center', fontWeight: 600 }}
          >
            {month}
          </Typography>
        ))}
        {LANES.map((lane) => (
          <React.Fragment key={lane.team}>
            <Typography variant="caption" sx={{ fontWeight: 700, alignSelf: 'center' }} noWrap>
              {lane.team}
            </Typography>
            <Box
              sx={{
                gridColumn: '2 / span 6',
                display: 'grid',
                gridTemplateColumns: 'repeat(6, 1fr)',
                columnGap: 0.5,
                py: 0.75,
                borderRadius: 1.5,
                bgcolor: 'action.hover',
              }}
            >
              {lane.items.map((item) => (
                <Box
                  key={item.label}
                  sx={(theme) => ({
                    gridColumn: `${item.start + 1} / span ${item.span}`,
                    mx: 0.5,
                    px: 1,
                    py: 0.5,
                    borderRadius: 1,
                    bgcolor: tint(theme, item.color, 0.16),
                    borderInlineStart: `3px solid ${theme.vars!.palette[item.color].main}`,
                    minWidth: 0,
                  })}
                >
                  <Typography variant="caption" sx={{ display: 'block', fontWeight: 600, lineHeight: 1.6 }} noWrap>
                    {item.label}
                  </Typography>
                </Box>
              ))}
            </Box>
          </React.Fragment>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Chip size="small" label="12 initiatives" />
        <Chip size="small" color="success" variant="outlined" label="9 on track" />
        <Chip size="small" color="warning" variant="outlined" label="3 at risk" />
      </Stack>
    </Paper>
  );
}
