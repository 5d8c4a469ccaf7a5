import * as React from 'react';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { Stat } from './stat';

const theme = createTheme({
  // Colors come from CSS variables, so the demo follows light and dark mode.
  cssVariables: true,
  components: {
    MuiStat: {
      defaultProps: { variant: 'filled' },
      styleOverrides: {
        root: ({ theme }) => ({
          borderRadius: theme.shape.borderRadius * 3,
          borderTop: `4px solid ${(theme.vars || theme).palette.primary.main}`,
        }),
        label: { textTransform: 'uppercase', letterSpacing: '0.08em', fontSize: 12 },
        value: { fontWeight: 700 },
      },
      variants: [
        {
          props: { variant: 'outlined' },
          style: { borderTopStyle: 'dashed' },
        },
      ],
    },
  },
});

export default function CreatingThemedComponentsStatTheme() {
  return (
    <ThemeProvider theme={theme}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Stat label="Orders today" value="1,284" />
        <Stat label="Average basket" value="€46.20" />
        <Stat label="Returns" value="2.3" unit="%" variant="outlined" />
      </Stack>
    </ThemeProvider>
  );
}
