import * as React from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface TypographyVariants {
    kicker: React.CSSProperties;
  }
  interface TypographyVariantsOptions {
    kicker?: React.CSSProperties;
  }
}

declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    kicker: true;
  }
}

const theme = createTheme({
  typography: {
    kicker: {
      fontFamily: '"Roboto", "Helvetica", "Arial", sans-serif',
      fontSize: '0.8125rem',
      fontWeight: 700,
      lineHeight: 1.5,
      letterSpacing: '0.12em',
      textTransform: 'uppercase',
    },
  },
  components: {
    MuiTypography: {
      // Without a mapping, a custom variant renders a <span>.
      defaultProps: { variantMapping: { kicker: 'p' } },
    },
  },
});

export default function TypographyCustomVariant() {
  return (
    <ThemeProvider theme={theme}>
      <Card variant="outlined" sx={{ maxWidth: 420 }}>
        <CardContent>
          <Typography variant="kicker" color="primary">
            Field notes · 6 min read
          </Typography>
          <Typography variant="h5" component="h3" gutterBottom>
            Planting a shade garden in heavy clay
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Ferns, hostas and hellebores cope with wet winters. Dig in leaf mould
            each autumn and leave the soil unturned in spring.
          </Typography>
        </CardContent>
      </Card>
    </ThemeProvider>
  );
}
