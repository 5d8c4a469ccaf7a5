import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  cssVarPrefix: 'themed-owner',
  components: {
    JoyButton: {
      styleOverrides: {
        // ownerState holds the props after defaults: variant, color, size...
        root: ({ ownerState, theme }) => {
          const color = ownerState.color ?? 'primary';
          return {
            ...(ownerState.variant === 'outlined' && {
              '--variant-borderWidth': '2px',
            }),
            ...(ownerState.variant === 'solid' && {
              boxShadow: `0 2px 8px rgba(${theme.vars.palette[color].mainChannel} / 0.4)`,
            }),
            ...(ownerState.size === 'lg' && {
              borderRadius: theme.vars.radius.xl,
            }),
          };
        },
      },
    },
  },
});

export default function ThemedOwnerState() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button>Publish</Button>
          <Button color="danger">Delete post</Button>
          <Button variant="outlined">Schedule</Button>
          <Button variant="outlined" color="neutral">
            Preview
          </Button>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button size="lg">Start free trial</Button>
          <Button size="lg" variant="soft">
            Talk to sales
          </Button>
        </Stack>
      </Stack>
    </CssVarsProvider>
  );
}
