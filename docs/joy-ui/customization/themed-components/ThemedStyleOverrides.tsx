import * as React from 'react';
import Card from '@mui/joy/Card';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  cssVarPrefix: 'themed-slots',
  components: {
    JoyCard: {
      styleOverrides: {
        root: ({ theme }) => ({
          boxShadow: theme.shadow.sm,
          gap: theme.spacing(1.5),
        }),
      },
    },
    JoySwitch: {
      styleOverrides: {
        // Each key is a slot of the component.
        root: {
          '--Switch-trackWidth': '40px',
          '--Switch-trackHeight': '22px',
          '--Switch-thumbSize': '16px',
        },
        thumb: ({ theme }) => ({ boxShadow: theme.shadow.sm }),
      },
    },
  },
});

const SETTINGS = [
  { label: 'Weekly digest', on: true },
  { label: 'Mentions and replies', on: true },
  { label: 'Product announcements', on: false },
];

export default function ThemedStyleOverrides() {
  return (
    <CssVarsProvider theme={theme}>
      <Card sx={{ maxWidth: 360 }}>
        <Typography level="title-md">Email notifications</Typography>
        {SETTINGS.map((setting) => (
          <Typography
            key={setting.label}
            component="label"
            level="body-sm"
            endDecorator={<Switch defaultChecked={setting.on} />}
            sx={{ justifyContent: 'space-between' }}
          >
            {setting.label}
          </Typography>
        ))}
      </Card>
    </CssVarsProvider>
  );
}
