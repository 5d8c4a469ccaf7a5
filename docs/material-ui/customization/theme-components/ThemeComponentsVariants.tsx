import * as React from 'react';
import Button, { buttonClasses } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// Lets TypeScript accept <Button variant="dashed">.
declare module '@mui/material/Button' {
  interface ButtonPropsVariantOverrides {
    dashed: true;
  }
}

const theme = createTheme({
  // Colors come from CSS variables, so the demo follows light and dark mode.
  cssVariables: true,
  components: {
    MuiButton: {
      variants: [
        {
          props: { variant: 'dashed' },
          style: ({ theme }) => ({
            border: `2px dashed ${(theme.vars || theme).palette.primary.main}`,
            color: (theme.vars || theme).palette.primary.main,
            '&:hover': {
              backgroundColor: (theme.vars || theme).palette.action.hover,
            },
            [`&.${buttonClasses.disabled}`]: {
              borderColor: (theme.vars || theme).palette.action.disabledBackground,
            },
          }),
        },
        {
          props: { variant: 'dashed', color: 'secondary' },
          style: ({ theme }) => ({
            borderColor: (theme.vars || theme).palette.secondary.main,
            color: (theme.vars || theme).palette.secondary.main,
          }),
        },
        {
          // A function matches on any combination of props.
          props: (props) => props.variant === 'dashed' && props.size === 'large',
          style: { borderWidth: 3, paddingInline: 28 },
        },
      ],
    },
  },
});

export default function ThemeComponentsVariants() {
  return (
    <ThemeProvider theme={theme}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button variant="dashed" startIcon={<AddIcon />}>
          Add widget
        </Button>
        <Button variant="dashed" color="secondary">
          Add section
        </Button>
        <Button variant="dashed" size="large">
          Add page
        </Button>
        <Button variant="dashed" disabled>
          Add column
        </Button>
      </Stack>
    </ThemeProvider>
  );
}
