import React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid2';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { templatePath } from '../catalog';
import Faq, { type FaqItem } from '../shared/Faq';
import Main from '../shared/Main';
import Features from './Features';
import Hero from './Hero';
import MarketingFooter from './MarketingFooter';
import MarketingHeader, { marketingNav } from './MarketingHeader';
import Testimonials from './Testimonials';

const FAQ: FaqItem[] = [
  {
    question: 'How long does it take to move our roadmap into Tandem?',
    answer:
      'Most teams are done in an afternoon. Import a spreadsheet or connect your issue tracker, map the columns once, and Tandem builds the timeline for you. You can keep the old sheet in sync for a while if people still rely on it.',
  },
  {
    question: 'Can people outside the product team see the roadmap?',
    answer:
      'Yes. Anyone in your company can have free read-only access, and you can publish a separate public view for customers that hides internal notes, owners and exact dates.',
  },
  {
    question: 'Does Tandem replace our issue tracker?',
    answer:
      'No. Tandem sits above it: initiatives link to the issues and pull requests that deliver them, and progress flows up automatically. Engineers keep working where they already are.',
  },
  {
    question: 'What happens to our data if we cancel?',
    answer:
      'You can export every roadmap, comment and history entry as CSV or JSON at any time. After cancelling, your workspace stays readable for 30 days and is then deleted.',
  },
  {
    question: 'Do you offer discounts for non-profits and schools?',
    answer:
      'We do: registered non-profits and educational institutions get the Team plan at half price. Write to us from your organisation’s address.',
  },
];

/** A product landing page for "Tandem", a fictional roadmap tool. */
export default function Marketing() {
  const nav = marketingNav(true);
  return (
    <>
      <MarketingHeader items={nav} />
      <Main>
        <Hero />
        <Features />
        <Testimonials />
        <Box
          component="section"
          id="faq"
          aria-labelledby="faq-title"
          sx={{ py: { xs: 8, md: 12 }, scrollMarginTop: 72 }}
        >
          <Container maxWidth="lg">
            <Grid container spacing={{ xs: 4, md: 8 }}>
              <Grid size={{ xs: 12, md: 4 }}>
                <Typography variant="overline" color="primary" component="p">
                  FAQ
                </Typography>
                <Typography
                  id="faq-title"
                  component="h2"
                  variant="h3"
                  sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' } }}
                >
                  Questions, answered
                </Typography>
                <Typography color="text.secondary" sx={{ mt: 2 }}>
                  Something else on your mind? Our product specialists reply within one working day.
                </Typography>
              </Grid>
              <Grid size={{ xs: 12, md: 8 }}>
                <Faq items={FAQ} idPrefix="marketing-faq" />
              </Grid>
            </Grid>
          </Container>
        </Box>
        <Box component="section" aria-labelledby="cta-title" sx={{ pb: { xs: 8, md: 12 } }}>
          <Container maxWidth="lg">
            <Box
              sx={(theme) => ({
                px: { xs: 3, md: 8 },
                py: { xs: 5, md: 7 },
                borderRadius: 6,
                color: '#fff',
                textAlign: 'center',
                backgroundImage: 'linear-gradient(135deg, #312e81 0%, #4338ca 45%, #0f766e 100%)',
                boxShadow: '0 30px 60px -30px rgba(49, 46, 129, 0.6)',
                ...theme.applyStyles('dark', {
                  backgroundImage: 'linear-gradient(135deg, #1e1b4b 0%, #3730a3 50%, #115e59 100%)',
                }),
              })}
            >
              <Typography id="cta-title" component="h2" variant="h3" sx={{ fontSize: { xs: '1.8rem', md: '2.5rem' } }}>
                Ready to plan in the open?
              </Typography>
              <Typography sx={{ mt: 2, mx: 'auto', maxWidth: 520, opacity: 0.9, fontSize: '1.1rem' }}>
                Bring your current roadmap and invite your team. It takes about as long as reading this page.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4, justifyContent: 'center' }}>
                <Button
                  href={templatePath('sign-up')}
                  variant="contained"
                  size="large"
                  sx={{ bgcolor: '#fff', color: '#312e81', '&:hover': { bgcolor: '#e0e7ff', color: '#312e81' } }}
                >
                  Start free
                </Button>
                <Button
                  href={templatePath('pricing')}
                  variant="outlined"
                  size="large"
                  sx={{
                    color: '#fff',
                    borderColor: 'rgba(255,255,255,0.6)',
                    '&:hover': { color: '#fff', borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.08)' },
                  }}
                >
                  Compare plans
                </Button>
              </Stack>
            </Box>
          </Container>
        </Box>
      </Main>
      <MarketingFooter productLinks={nav} />
    </>
  );
}
