import React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import { templatePath } from '../catalog';
import BrandMark from '../shared/BrandMark';
import Main from '../shared/Main';
import SimpleFooter from '../shared/SimpleFooter';
import { tint } from '../templateTheme';
import SignInForm from './SignInForm';

/** A centred sign-in card over a soft brand backdrop. */
export default function SignIn() {
  return (
    <Box
      sx={(theme) => ({
        flex: 1,
        display: 'flex',
        flexDirection: 'column',
        backgroundImage: `radial-gradient(60rem 30rem at 50% -10%, ${tint(theme, 'primary', 0.16)}, transparent 70%)`,
      })}
    >
      <Box component="header" sx={{ px: { xs: 2, sm: 4 }, py: 2.5 }}>
        <Link
          href={templatePath('marketing')}
          underline="none"
          aria-label="Tandem home"
          sx={{ display: 'inline-flex' }}
        >
          <BrandMark name="Tandem" />
        </Link>
      </Box>
      <Main
        sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, py: { xs: 2, sm: 6 } }}
      >
        <Card
          sx={{
            width: '100%',
            maxWidth: 440,
            p: { xs: 3, sm: 5 },
            boxShadow: '0 24px 48px -24px rgba(15, 23, 42, 0.25)',
          }}
        >
          <SignInForm productName="Tandem" />
        </Card>
      </Main>
      <SimpleFooter company="Tandem Labs" />
    </Box>
  );
}
