import React, { useEffect, useMemo, useState, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import DocusaurusLink from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import IconButton from '@mui/material/IconButton';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { CacheProvider } from '@emotion/react';
import { getRtlCache } from '../components/MuiScope/rtlCache';
import ArrowBackRoundedIcon from '@mui/icons-material/ArrowBackRounded';
import DarkModeRoundedIcon from '@mui/icons-material/DarkModeRounded';
import FormatTextdirectionLToRIcon from '@mui/icons-material/FormatTextdirectionLToR';
import FormatTextdirectionRToLIcon from '@mui/icons-material/FormatTextdirectionRToL';
import LightModeRoundedIcon from '@mui/icons-material/LightModeRounded';
import { TEMPLATES_PATH, getTemplate, type TemplateSlug } from './catalog';
import { MAIN_CONTENT_ID } from './shared/Main';
import { COLOR_SCHEME_ATTRIBUTE, createTemplateTheme, type Direction } from './templateTheme';

function storageKeys(slug: TemplateSlug) {
  return { mode: `mui-template-${slug}-mode`, colorScheme: `mui-template-${slug}-color-scheme` };
}

/**
 * The docs site's global stylesheet (Infima) stays loaded on these full-page routes and styles
 * bare elements (`a:hover`, `table`, `hr`, `blockquote`). Its variables are reset here so only
 * the MUI theme decides how those elements look.
 */
const infimaGuard = {
  body: {
    '--ifm-link-hover-decoration': 'none',
    '--ifm-table-background': 'transparent',
    '--ifm-table-stripe-background': 'transparent',
    '--ifm-table-head-background': 'transparent',
    '--ifm-table-border-width': '0px',
    '--ifm-table-border-color': 'transparent',
    '--ifm-spacing-vertical': '0px',
    '--ifm-hr-background-color': 'transparent',
    '--ifm-hr-height': '0px',
    '--ifm-blockquote-border-left-width': '0px',
    '--ifm-blockquote-padding-vertical': '0px',
    '--ifm-blockquote-padding-horizontal': '0px',
    '--ifm-blockquote-shadow': 'none',
  },
  'table thead tr': { borderBottom: 0 },
  blockquote: { color: 'inherit' },
} as const;

/** Light/dark switch. Its icon is chosen by CSS, so the first paint already matches the scheme. */
function ColorModeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const resolved = mode === 'system' ? systemMode : mode;
  const label =
    !mounted || !resolved ? 'Toggle dark mode' : resolved === 'dark' ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        data-testid="color-mode-toggle"
        color="inherit"
        size="small"
        onClick={() => setMode(resolved === 'dark' ? 'light' : 'dark')}
      >
        <DarkModeRoundedIcon
          fontSize="small"
          sx={(theme) => ({ display: 'inline-block', ...theme.applyStyles('dark', { display: 'none' }) })}
        />
        <LightModeRoundedIcon
          fontSize="small"
          sx={(theme) => ({ display: 'none', ...theme.applyStyles('dark', { display: 'inline-block' }) })}
        />
      </IconButton>
    </Tooltip>
  );
}

function DirectionToggle({ direction, onChange }: { direction: Direction; onChange: (next: Direction) => void }) {
  const label = direction === 'rtl' ? 'Switch to left-to-right' : 'Switch to right-to-left';
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        data-testid="direction-toggle"
        color="inherit"
        size="small"
        onClick={() => onChange(direction === 'rtl' ? 'ltr' : 'rtl')}
      >
        {direction === 'rtl' ? (
          <FormatTextdirectionLToRIcon fontSize="small" />
        ) : (
          <FormatTextdirectionRToLIcon fontSize="small" />
        )}
      </IconButton>
    </Tooltip>
  );
}

function PreviewBar({
  title,
  direction,
  onDirectionChange,
}: {
  title: string;
  direction: Direction;
  onDirectionChange: (next: Direction) => void;
}) {
  return (
    <Box
      component="nav"
      aria-label="Template preview"
      sx={{
        position: 'relative',
        zIndex: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        color: 'text.primary',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 48, px: { xs: 1, sm: 2 } }}>
        <Button
          component={DocusaurusLink}
          to={TEMPLATES_PATH}
          size="small"
          color="inherit"
          startIcon={<ArrowBackRoundedIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
        >
          All templates
        </Button>
        <Typography
          component="p"
          variant="body2"
          noWrap
          sx={{ display: { xs: 'none', sm: 'block' }, flex: 1, minWidth: 0, color: 'text.secondary' }}
        >
          Material UI template · {title}
        </Typography>
        <Box sx={{ flex: 1, display: { xs: 'block', sm: 'none' } }} />
        <DirectionToggle direction={direction} onChange={onDirectionChange} />
        <ColorModeToggle />
      </Stack>
    </Box>
  );
}

/**
 * Hosts one template as a full page: its own theme (light/dark remembered per template,
 * following the OS until toggled), a reading-direction switch and a bar back to the gallery.
 *
 * Right-to-left sets `dir` and `theme.direction`, and mirrors MUI's own left/right styles
 * through the site's RTL Emotion cache.
 */
export default function TemplateFrame({ slug, children }: { slug: TemplateSlug; children: ReactNode }) {
  const [direction, setDirection] = useState<Direction>('ltr');
  const { i18n } = useDocusaurusContext();
  const theme = useMemo(() => createTemplateTheme(direction), [direction]);
  const keys = storageKeys(slug);
  const { title } = getTemplate(slug);
  const frame = (
    <>
      <InitColorSchemeScript
        attribute={COLOR_SCHEME_ATTRIBUTE}
        defaultMode="system"
        modeStorageKey={keys.mode}
        colorSchemeStorageKey={keys.colorScheme}
      />
      <ThemeProvider
        theme={theme}
        defaultMode="system"
        modeStorageKey={keys.mode}
        colorSchemeStorageKey={keys.colorScheme}
        disableTransitionOnChange
      >
        <Head>
          <html lang={i18n.currentLocale} dir={direction} />
        </Head>
        <CssBaseline enableColorScheme />
        <GlobalStyles styles={infimaGuard} />
        <Box
          dir={direction}
          data-template={slug}
          sx={{
            minHeight: '100vh',
            '@supports (min-height: 100dvh)': { minHeight: '100dvh' },
            display: 'flex',
            flexDirection: 'column',
            bgcolor: 'background.default',
            color: 'text.primary',
          }}
        >
          <Box
            component="a"
            href={`#${MAIN_CONTENT_ID}`}
            sx={{
              position: 'absolute',
              insetInlineStart: 8,
              top: 8,
              zIndex: 'tooltip',
              px: 2,
              py: 1,
              borderRadius: 1,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontWeight: 600,
              transform: 'translateY(-200%)',
              '&:focus': { transform: 'none' },
              '&:hover': { color: 'primary.contrastText' },
            }}
          >
            Skip to main content
          </Box>
          <PreviewBar title={title} direction={direction} onDirectionChange={setDirection} />
          <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 }}>{children}</Box>
        </Box>
      </ThemeProvider>
    </>
  );
  return direction === 'rtl' ? <CacheProvider value={getRtlCache()}>{frame}</CacheProvider> : frame;
}
