import * as React from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

const theme = createTheme({
  // Colors come from CSS variables, so the demo follows light and dark mode.
  cssVariables: true,
  components: {
    MuiCard: {
      styleOverrides: {
        // A callback receives the theme.
        root: ({ theme }) => ({
          borderRadius: theme.shape.borderRadius * 3,
          border: `1px solid ${(theme.vars || theme).palette.divider}`,
          boxShadow: 'none',
        }),
      },
    },
    MuiChip: {
      // A plain object, per slot.
      styleOverrides: {
        root: { fontWeight: 600, borderRadius: 6 },
        label: { paddingInline: 10 },
      },
    },
    MuiLinearProgress: {
      styleOverrides: {
        root: { height: 8, borderRadius: 4 },
        // A callback also receives the ownerState: the component's props.
        bar: ({ ownerState, theme }) => ({
          borderRadius: 4,
          ...(ownerState.value === 100 && {
            backgroundColor: (theme.vars || theme).palette.success.main,
          }),
        }),
      },
    },
  },
});

const projects = [
  { name: 'Spring catalogue', due: 'Due 28 March', progress: 64 },
  { name: 'Checkout redesign', due: 'Shipped 3 March', progress: 100 },
];

export default function ThemeComponentsStyleOverrides() {
  return (
    <ThemeProvider theme={theme}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {projects.map((project) => (
          <Card key={project.name} sx={{ flex: 1 }}>
            <CardContent>
              <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
                <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
                  {project.name}
                </Typography>
                <Chip
                  size="small"
                  label={project.progress === 100 ? 'Done' : 'In progress'}
                  color={project.progress === 100 ? 'success' : 'default'}
                />
              </Stack>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.5 }}>
                {project.due}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={project.progress}
                aria-label={`${project.name} progress`}
              />
            </CardContent>
          </Card>
        ))}
      </Stack>
    </ThemeProvider>
  );
}
