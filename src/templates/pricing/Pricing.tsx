import React, { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid2';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import { templatePath } from '../catalog';
import Faq, { type FaqItem } from '../shared/Faq';
import Main from '../shared/Main';
import MarketingFooter from '../marketing/MarketingFooter';
import MarketingHeader, { marketingNav } from '../marketing/MarketingHeader';
import { tint } from '../templateTheme';

type Billing = 'monthly' | 'yearly';

interface Tier {
  id: string;
  name: string;
  summary: string;
  /** Price per user per month, by billing period; 0 is free. */
  price: Record<Billing, number>;
  cta: string;
  featured?: boolean;
  lead?: string;
  features: string[];
}

const TIERS: Tier[] = [
  {
    id: 'starter',
    name: 'Starter',
    summary: 'For a small team trying out shared planning.',
    price: { monthly: 0, yearly: 0 },
    cta: 'Start free',
    features: [
      'Up to 5 editors',
      '2 roadmaps',
      'Timeline and board views',
      'Import from spreadsheets',
      'Community support',
    ],
  },
  {
    id: 'team',
    name: 'Team',
    summary: 'For product teams planning every quarter.',
    price: { monthly: 15, yearly: 12 },
    cta: 'Start a 14-day trial',
    featured: true,
    lead: 'Everything in Starter, plus:',
    features: [
      'Unlimited editors and roadmaps',
      'Capacity planning',
      'Issue tracker sync',
      'Feedback inbox',
      'Email support, next working day',
    ],
  },
  {
    id: 'business',
    name: 'Business',
    summary: 'For companies sharing one plan across many teams.',
    price: { monthly: 30, yearly: 24 },
    cta: 'Talk to sales',
    lead: 'Everything in Team, plus:',
    features: [
      'Public customer roadmap',
      'Single sign-on and SCIM',
      'Audit log and data residency',
      'Portfolio view across teams',
      'Named success manager',
    ],
  },
];

const FAQ: FaqItem[] = [
  {
    question: 'Who counts as a user?',
    answer:
      'Only editors, the people who create or change roadmap items, are billed. Viewers and commenters are free on every plan, however many you invite.',
  },
  {
    question: 'Can I switch between monthly and yearly billing?',
    answer:
      'Yes, at any time. Moving to yearly billing applies the discount immediately and credits what is left of your current month. Moving to monthly takes effect at your next renewal.',
  },
  {
    question: 'What happens when the trial ends?',
    answer:
      'Nothing is charged automatically. If you do not add a payment method, your workspace moves to the Starter plan and anything beyond its limits becomes read-only.',
  },
  {
    question: 'Which payment methods do you accept?',
    answer: 'All major credit and debit cards. Business plans can also pay yearly by bank transfer against an invoice.',
  },
];

function formatPrice(amount: number): string {
  return amount === 0 ? '$0' : `$${amount}`;
}

function TierCard({ tier, billing }: { tier: Tier; billing: Billing }) {
  const price = tier.price[billing];
  const headingId = `tier-${tier.id}`;
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={(theme) => ({
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        p: { xs: 3, md: 4 },
        position: 'relative',
        overflow: 'visible',
        ...(tier.featured && {
          borderWidth: 2,
          borderColor: 'primary.main',
          boxShadow: `0 30px 60px -30px ${tint(theme, 'primary', 0.55)}`,
        }),
      })}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography id={headingId} component="h2" variant="h5">
          {tier.name}
        </Typography>
        {tier.featured && <Chip label="Most popular" color="primary" size="small" sx={{ fontWeight: 700 }} />}
      </Stack>
      <Typography color="text.secondary" sx={{ mt: 1, minHeight: { md: 48 } }}>
        {tier.summary}
      </Typography>
      <Stack direction="row" sx={{ alignItems: 'baseline', gap: 1, mt: 3 }}>
        <Typography component="p" sx={{ fontSize: '3rem', fontWeight: 800, lineHeight: 1, letterSpacing: '-0.03em' }}>
          {formatPrice(price)}
        </Typography>
        <Typography color="text.secondary">{price === 0 ? 'forever' : 'per user / month'}</Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, minHeight: 20 }}>
        {price === 0
          ? 'No card required'
          : billing === 'yearly'
            ? `Billed yearly, $${price * 12} per user`
            : 'Billed monthly'}
      </Typography>
      <Button
        href={templatePath('sign-up')}
        variant={tier.featured ? 'contained' : 'outlined'}
        size="large"
        fullWidth
        sx={{ mt: 3 }}
      >
        {tier.cta}
      </Button>
      <Divider sx={{ my: 3 }} />
      {tier.lead && (
        <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
          {tier.lead}
        </Typography>
      )}
      <List dense disablePadding aria-label={`${tier.name} features`}>
        {tier.features.map((feature) => (
          <ListItem key={feature} disableGutters sx={{ alignItems: 'flex-start' }}>
            <ListItemIcon sx={{ minWidth: 32, mt: 0.5, color: tier.featured ? 'primary.main' : 'success.main' }}>
              <CheckRoundedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={feature} primaryTypographyProps={{ variant: 'body1' }} />
          </ListItem>
        ))}
      </List>
    </Card>
  );
}

/** Pricing for "Tandem": three tiers, a monthly/yearly switch and billing questions. */
export default function Pricing() {
  const [billing, setBilling] = useState<Billing>('yearly');
  return (
    <>
      <MarketingHeader items={marketingNav(false)} />
      <Main
        sx={(theme) => ({
          flex: 1,
          backgroundImage: `radial-gradient(56rem 26rem at 50% -8%, ${tint(theme, 'primary', 0.16)}, transparent 70%)`,
        })}
      >
        <Container maxWidth="lg" sx={{ pt: { xs: 6, md: 10 }, pb: { xs: 8, md: 12 } }}>
          <Box sx={{ textAlign: 'center', maxWidth: 680, mx: 'auto' }}>
            <Typography variant="overline" color="primary" component="p">
              Pricing
            </Typography>
            <Typography component="h1" variant="h2" sx={{ fontSize: { xs: '2.2rem', md: '3.2rem' } }}>
              Plans that grow with your team
            </Typography>
            <Typography variant="h6" component="p" color="text.secondary" sx={{ mt: 2, fontWeight: 400 }}>
              Start free, upgrade when planning becomes a team sport. Viewers are always free.
            </Typography>
            <Stack
              direction="row"
              sx={{ mt: 4, justifyContent: 'center', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
            >
              <ToggleButtonGroup
                value={billing}
                exclusive
                onChange={(_, next: Billing | null) => next && setBilling(next)}
                aria-label="Billing period"
                color="primary"
                size="small"
                sx={{ bgcolor: 'background.paper' }}
              >
                <ToggleButton value="monthly" sx={{ px: 2.5 }}>
                  Monthly
                </ToggleButton>
                <ToggleButton value="yearly" sx={{ px: 2.5 }}>
                  Yearly
                </ToggleButton>
              </ToggleButtonGroup>
              <Chip label="Save 20% with yearly billing" color="success" variant="outlined" size="small" />
            </Stack>
          </Box>
          <Grid container spacing={3} sx={{ mt: { xs: 5, md: 7 }, alignItems: 'stretch' }}>
            {TIERS.map((tier) => (
              <Grid key={tier.id} size={{ xs: 12, md: 4 }}>
                <TierCard tier={tier} billing={billing} />
              </Grid>
            ))}
          </Grid>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
            Prices in US dollars, excluding sales tax. Non-profits and schools get 50% off any paid plan.
          </Typography>
          <Grid container spacing={{ xs: 4, md: 8 }} sx={{ mt: { xs: 8, md: 12 } }}>
            <Grid size={{ xs: 12, md: 4 }}>
              <Typography id="pricing-faq-title" component="h2" variant="h4">
                Billing questions
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 2 }}>
                Need a quote for more than 200 editors? Our sales team can tailor a plan.
              </Typography>
            </Grid>
            <Grid size={{ xs: 12, md: 8 }} component="section" aria-labelledby="pricing-faq-title">
              <Faq items={FAQ} idPrefix="pricing-faq" />
            </Grid>
          </Grid>
        </Container>
      </Main>
      <MarketingFooter productLinks={marketingNav(false)} />
    </>
  );
}
