import React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid2';
import Typography from '@mui/material/Typography';
import BoltRoundedIcon from '@mui/icons-material/BoltRounded';
import GroupsRoundedIcon from '@mui/icons-material/GroupsRounded';
import HubRoundedIcon from '@mui/icons-material/HubRounded';
import InsightsRoundedIcon from '@mui/icons-material/InsightsRounded';
import ShieldRoundedIcon from '@mui/icons-material/ShieldRounded';
import TimelineRoundedIcon from '@mui/icons-material/TimelineRounded';
import type { SvgIconComponent } from '@mui/icons-material';
import { tint } from '../templateTheme';

const FEATURES: { icon: SvgIconComponent; title: string; body: string }[] = [
  {
    icon: TimelineRoundedIcon,
    title: 'Timelines that explain themselves',
    body: 'Drag initiatives across months and every dependent item moves with them, with the reason recorded.',
  },
  {
    icon: GroupsRoundedIcon,
    title: 'Capacity per team',
    body: 'See who is booked before you commit. Tandem flags sprints that are over-planned in amber.',
  },
  {
    icon: InsightsRoundedIcon,
    title: 'Progress from real work',
    body: 'Status rolls up from linked issues and pull requests, so nobody has to type “on track” again.',
  },
  {
    icon: HubRoundedIcon,
    title: 'Connected to your tools',
    body: 'Two-way sync with the issue trackers, chat and docs your teams already live in.',
  },
  {
    icon: BoltRoundedIcon,
    title: 'Requests in, priorities out',
    body: 'Collect feedback from sales and support in one inbox and score it against your goals.',
  },
  {
    icon: ShieldRoundedIcon,
    title: 'Share safely',
    body: 'Publish a customer-facing view of the roadmap while internal notes and dates stay private.',
  },
];

export default function Features() {
  return (
    <Box
      component="section"
      id="features"
      aria-labelledby="features-title"
      sx={{ py: { xs: 8, md: 12 }, scrollMarginTop: 72 }}
    >
      <Container maxWidth="lg">
        <Box sx={{ maxWidth: 640, mb: { xs: 5, md: 7 } }}>
          <Typography variant="overline" color="primary" component="p">
            Features
          </Typography>
          <Typography id="features-title" component="h2" variant="h3" sx={{ fontSize: { xs: '1.9rem', md: '2.6rem' } }}>
            Everything your roadmap needs, nothing it doesn’t
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 2, fontSize: '1.1rem' }}>
            Built with product leads at growing companies, Tandem keeps planning light enough to do every week.
          </Typography>
        </Box>
        <Grid container spacing={3}>
          {FEATURES.map(({ icon: Icon, title, body }) => (
            <Grid key={title} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card
                sx={{
                  height: '100%',
                  p: 3,
                  transition: 'border-color 150ms, transform 150ms',
                  '&:hover': { borderColor: 'primary.main', transform: 'translateY(-2px)' },
                }}
              >
                <Box
                  sx={(theme) => ({
                    display: 'inline-flex',
                    p: 1.25,
                    mb: 2,
                    borderRadius: 2,
                    color: 'primary.main',
                    bgcolor: tint(theme, 'primary', 0.12),
                  })}
                >
                  <Icon />
                </Box>
                <Typography component="h3" variant="h6" gutterBottom>
                  {title}
                </Typography>
                <Typography color="text.secondary">{body}</Typography>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
