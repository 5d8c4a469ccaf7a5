import React, { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid2';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { templatePath } from '../catalog';
import BrandMark from '../shared/BrandMark';
import { useValidatedForm } from '../shared/useValidatedForm';
import * as rules from '../shared/validation';
import type { NavItem } from './MarketingHeader';

function NewsletterForm() {
  const [subscribed, setSubscribed] = useState<string | null>(null);
  const form = useValidatedForm({ newsletterEmail: '' }, { newsletterEmail: rules.email });
  if (subscribed) {
    return (
      <Alert severity="success" sx={{ mt: 2 }}>
        Thanks! {subscribed} will get the next product letter. (Nothing was sent: this is a template.)
      </Alert>
    );
  }
  return (
    <Box
      component="form"
      noValidate
      aria-label="Newsletter sign-up"
      onSubmit={form.handleSubmit((values) => setSubscribed(values.newsletterEmail.trim()))}
      sx={{ mt: 2 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          {...form.textField('newsletterEmail')}
          label="Work email"
          type="email"
          autoComplete="email"
          size="small"
          fullWidth
        />
        <Button type="submit" variant="contained" sx={{ flexShrink: 0, height: 40 }}>
          Subscribe
        </Button>
      </Stack>
    </Box>
  );
}

const RESOURCES: NavItem[] = [
  { label: 'Blog', href: templatePath('blog') },
  { label: 'Sign in', href: templatePath('sign-in') },
  { label: 'Create an account', href: templatePath('sign-up') },
];

/** Site footer of the Tandem pages: brand blurb, newsletter, link columns and legal line. */
export default function MarketingFooter({ productLinks }: { productLinks: NavItem[] }) {
  const columns = [
    { title: 'Product', links: productLinks },
    { title: 'Resources', links: RESOURCES },
  ];
  return (
    <Box
      component="footer"
      sx={{ pt: { xs: 6, md: 8 }, pb: 4, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg">
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 5 }}>
            <BrandMark name="Tandem" />
            <Typography color="text.secondary" sx={{ mt: 2, maxWidth: 380 }}>
              One roadmap for the whole company. A monthly letter on planning, with no more than one product update.
            </Typography>
            <NewsletterForm />
          </Grid>
          {columns.map((column) => (
            <Grid key={column.title} size={{ xs: 6, md: 3.5 }} component="nav" aria-label={column.title}>
              <Typography component="h2" variant="subtitle2" sx={{ mb: 1.5 }}>
                {column.title}
              </Typography>
              <Stack component="ul" spacing={1.25} sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link href={link.href} color="text.secondary" variant="body2">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Stack>
            </Grid>
          ))}
        </Grid>
        <Divider sx={{ my: 4 }} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Typography variant="body2" color="text.secondary">
            © 2026 Tandem Labs, Inc. A fictional company for this template.
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Made with Material UI
          </Typography>
        </Stack>
      </Container>
    </Box>
  );
}
