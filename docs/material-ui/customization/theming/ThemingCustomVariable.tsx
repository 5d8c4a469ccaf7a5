import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import { createTheme, styled, ThemeProvider } from '@mui/material/styles';

type Severity = 'critical' | 'major' | 'minor';

declare module '@mui/material/styles' {
  interface Theme {
    severity: Record<Severity, string>;
  }
  // Options are optional, so that createTheme() still works without them.
  interface ThemeOptions {
    severity?: Partial<Record<Severity, string>>;
  }
}

const opsTheme = createTheme({
  // Own CSS variables: needed inside this page's theme (see Theming).
  cssVariables: { cssVarPrefix: 'ops', disableCssColorScheme: true },
  severity: {
    critical: '#b3261e',
    major: '#8a4b00',
    minor: '#455a64',
  },
});

const SeverityBadge = styled('span', {
  shouldForwardProp: (prop) => prop !== 'level',
})<{ level: Severity }>(({ theme, level }) => ({
  ...theme.typography.caption,
  fontWeight: 700,
  textTransform: 'uppercase',
  padding: theme.spacing(0.25, 1),
  borderRadius: theme.shape.borderRadius,
  color: '#fff',
  backgroundColor: theme.severity[level],
}));

const incidents: { id: string; title: string; opened: string; level: Severity }[] = [
  {
    id: 'INC-2041',
    title: 'Checkout API returns 502',
    opened: '09:12',
    level: 'critical',
  },
  {
    id: 'INC-2039',
    title: 'Search results load slowly',
    opened: '08:47',
    level: 'major',
  },
  {
    id: 'INC-2036',
    title: 'Typo on the pricing page',
    opened: 'Yesterday',
    level: 'minor',
  },
];

export default function ThemingCustomVariable() {
  return (
    <ThemeProvider theme={opsTheme}>
      <Paper variant="outlined" sx={{ maxWidth: 480 }}>
        <List aria-label="Open incidents">
          {incidents.map((incident) => (
            <ListItem
              key={incident.id}
              secondaryAction={
                <SeverityBadge level={incident.level}>
                  {incident.level}
                </SeverityBadge>
              }
            >
              <ListItemText
                primary={incident.title}
                secondary={`${incident.id} · opened ${incident.opened}`}
              />
            </ListItem>
          ))}
        </List>
      </Paper>
    </ThemeProvider>
  );
}
