import React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid2';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import AutoAwesomeRoundedIcon from '@mui/icons-material/AutoAwesomeRounded';
import { templatePath } from '../catalog';
import { tint } from '../templateTheme';
import RoadmapPreview from './RoadmapPreview';

const CUSTOMERS = ['Northpeak', 'Quarry', 'Lumen & Co', 'Fathom Labs', 'Brightside'];

export default function Hero() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      sx={(theme) => ({
        pt: { xs: 6, md: 10 },
        pb: { xs: 6, md: 8 },
        backgroundImage: `radial-gradient(50rem 28rem at 15% -5%, ${tint(theme, 'primary', 0.18)}, transparent 70%), radial-gradient(40rem 24rem at 95% 10%, ${tint(theme, 'secondary', 0.14)}, transparent 70%)`,
      })}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 6, md: 8 }} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 5.5 }}>
            <Chip
              icon={<AutoAwesomeRoundedIcon />}
              label="New: capacity planning"
              color="primary"
              variant="outlined"
              sx={{ mb: 3, fontWeight: 600, maxWidth: '100%' }}
            />
            <Typography
              id="hero-title"
              component="h1"
              variant="h2"
              sx={{ fontSize: { xs: '2.25rem', sm: '3rem', md: '3.4rem' }, lineHeight: 1.08 }}
            >
              Plan the quarter together,{' '}
              <Box component="span" sx={{ color: 'primary.main' }}>
                not in twelve spreadsheets
              </Box>
            </Typography>
            <Typography
              variant="h6"
              component="p"
              color="text.secondary"
              sx={{ mt: 3, fontWeight: 400, lineHeight: 1.55 }}
            >
              Tandem turns scattered ideas, requests and deadlines into one living roadmap your whole company can read,
              so product, design and engineering stay in step.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 4 }}>
              <Button
                href={templatePath('sign-up')}
                variant="contained"
                size="large"
                endIcon={<ArrowForwardRoundedIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
              >
                Start free
              </Button>
              <Button href="#features" variant="outlined" size="large">
                See how it works
              </Button>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              Free for teams of up to five. No card required.
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 6.5 }}>
            <RoadmapPreview />
          </Grid>
        </Grid>
        <Box sx={{ mt: { xs: 6, md: 9 }, textAlign: 'center' }}>
          <Typography variant="overline" color="text.secondary" component="p">
            Roadmaps shared by 4,800 teams, including
          </Typography>
          <Stack
            component="ul"
            direction="row"
            sx={{
              m: 0,
              mt: 2,
              p: 0,
              listStyle: 'none',
              justifyContent: 'center',
              flexWrap: 'wrap',
              columnGap: { xs: 3, md: 6 },
              rowGap: 2,
            }}
          >
            {CUSTOMERS.map((name, index) => (
              <Typography
                key={name}
                component="li"
                sx={{
                  fontSize: { xs: '1.05rem', md: '1.3rem' },
                  fontWeight: index % 2 ? 800 : 600,
                  fontStyle: index === 2 ? 'italic' : 'normal',
                  letterSpacing: index === 3 ? '0.14em' : '-0.02em',
                  textTransform: index === 3 ? 'uppercase' : 'none',
                  color: 'text.secondary',
                  opacity: 0.9,
                }}
              >
                {name}
              </Typography>
            ))}
          </Stack>
        </Box>
      </Container>
    </Box>
  );
}
