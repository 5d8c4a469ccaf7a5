import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  createTheme,
  styled,
  ThemeProvider,
  useColorScheme,
} from '@mui/material/styles';
// Types the CSS-variable props of ThemeProvider (colorSchemeNode…) and theme.vars.
import type {} from '@mui/material/themeCssVarsAugmentation';

const theme = createTheme({
  cssVariables: {
    cssVarPrefix: 'reader',
    // Scoped to this demo: the variables live on .reader, the dark scheme on
    // .reader-dark, so nothing lands on <html> or touches the page around it.
    rootSelector: '.reader',
    colorSchemeSelector: '.reader-%s',
  },
  colorSchemes: { light: true, dark: true },
});

// applyStyles() adds styles for one scheme, whatever the selector strategy.
const Article = styled(Paper)(({ theme }) => [
  { padding: theme.spacing(2), boxShadow: theme.vars.shadows[2] },
  theme.applyStyles('dark', {
    boxShadow: 'none',
    border: `1px solid ${theme.vars.palette.divider}`,
  }),
]);

function ModeSwitcher() {
  const { mode, systemMode, setMode } = useColorScheme();
  // `mode` is undefined on the server and until the provider has read storage.
  const resolved = mode === 'system' ? systemMode : mode;

  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2, flexWrap: 'wrap' }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Color mode"
        value={mode ?? null}
        onChange={(_event, value: 'light' | 'system' | 'dark' | null) => {
          if (value) {
            setMode(value);
          }
        }}
      >
        <ToggleButton value="light">Light</ToggleButton>
        <ToggleButton value="system">System</ToggleButton>
        <ToggleButton value="dark">Dark</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {resolved ? `Showing the ${resolved} scheme` : 'Reading your preference…'}
      </Typography>
    </Box>
  );
}

export default function CssVarsUsageColorScheme() {
  const [node, setNode] = React.useState<HTMLDivElement | null>(null);

  return (
    <ThemeProvider
      theme={theme}
      // Its own mode, state and storage, apart from the page's.
      disableNestedContext
      colorSchemeNode={node}
      modeStorageKey="docs-demo-reader-mode"
      colorSchemeStorageKey="docs-demo-reader-color-scheme"
    >
      <div className="reader" ref={setNode}>
        <Box sx={{ p: 2, bgcolor: 'background.default', color: 'text.primary' }}>
          <ModeSwitcher />
          <Article>
            <Typography variant="h6" component="p">
              Reading settings
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Switching the mode swaps a class on this demo's wrapper. The components
              keep their CSS; only the variables behind it change.
            </Typography>
          </Article>
        </Box>
      </div>
    </ThemeProvider>
  );
}
