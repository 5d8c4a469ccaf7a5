import React from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleRoundedIcon from '@mui/icons-material/CheckCircleRounded';
import { templatePath } from '../catalog';
import BrandMark from '../shared/BrandMark';
import Main from '../shared/Main';
import SimpleFooter from '../shared/SimpleFooter';
import SignInForm from '../sign-in/SignInForm';
import BrandIllustration from './BrandIllustration';

const POINTS = ['One roadmap for every team', 'Progress that updates itself', 'Share a customer view in one click'];

/** Split sign-in: a brand panel with an illustration beside the form (stacked on small screens). */
export default function SignInSide() {
  return (
    <Box sx={{ flex: 1, display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1.1fr) minmax(0, 1fr)' } }}>
      <Box
        component="header"
        sx={(theme) => ({
          position: 'relative',
          overflow: 'hidden',
          color: '#fff',
          px: { xs: 3, sm: 5, lg: 8 },
          py: { xs: 3, md: 6 },
          display: 'flex',
          flexDirection: 'column',
          gap: { xs: 1.5, md: 5 },
          backgroundImage:
            'radial-gradient(30rem 20rem at 85% 10%, rgba(255,255,255,0.18), transparent 70%), linear-gradient(150deg, #312e81 0%, #4338ca 48%, #0f766e 100%)',
          ...theme.applyStyles('dark', {
            backgroundImage:
              'radial-gradient(30rem 20rem at 85% 10%, rgba(255,255,255,0.10), transparent 70%), linear-gradient(150deg, #1e1b4b 0%, #312e81 50%, #134e4a 100%)',
          }),
        })}
      >
        <Link
          href={templatePath('marketing')}
          underline="none"
          aria-label="Tandem home"
          sx={{ display: 'inline-flex', alignSelf: 'flex-start' }}
        >
          <BrandMark name="Tandem" color="#fff" />
        </Link>
        <Typography
          component="p"
          sx={{
            fontSize: { xs: '1.05rem', md: '2.25rem' },
            fontWeight: { xs: 600, md: 800 },
            lineHeight: 1.15,
            letterSpacing: '-0.02em',
            maxWidth: 520,
          }}
        >
          Your roadmap, always in step with the work.
        </Typography>
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          <BrandIllustration />
        </Box>
        <Stack component="ul" spacing={1.5} sx={{ display: { xs: 'none', md: 'flex' }, m: 0, p: 0, listStyle: 'none' }}>
          {POINTS.map((point) => (
            <Stack key={point} component="li" direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <CheckCircleRoundedIcon sx={{ color: '#5eead4' }} />
              <Typography sx={{ fontSize: '1.05rem' }}>{point}</Typography>
            </Stack>
          ))}
        </Stack>
        <Typography variant="body2" sx={{ display: { xs: 'none', md: 'block' }, mt: 'auto', opacity: 0.85 }}>
          “We stopped maintaining three versions of the plan.” Priya Raman, Northpeak
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', bgcolor: 'background.paper' }}>
        <Main
          sx={{
            flex: 1,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            px: { xs: 3, sm: 6 },
            py: { xs: 4, md: 8 },
          }}
        >
          <Box sx={{ width: '100%', maxWidth: 420 }}>
            <SignInForm productName="Tandem" />
          </Box>
        </Main>
        <SimpleFooter company="Tandem Labs" />
      </Box>
    </Box>
  );
}
