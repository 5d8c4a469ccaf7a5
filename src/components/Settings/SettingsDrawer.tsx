import React, { useMemo } from 'react';
import Link from '@docusaurus/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightMode';
import SystemModeIcon from '@mui/icons-material/SettingsBrightness';
import LtrIcon from '@mui/icons-material/FormatTextdirectionLToR';
import RtlIcon from '@mui/icons-material/FormatTextdirectionRToL';
import PaletteIcon from '@mui/icons-material/PaletteOutlined';
import { SUPPORTED_LANGUAGES } from '../../lib/constants';
import { parseDirection } from '../../lib/colorMode';
import { useSiteColorMode } from '../../providers/ColorMode';
import { useDocsConfig } from '../../providers/DocsConfig';
import { useChangeThemeSettings, useThemeSettings } from '../../providers/ThemeSettings';
import MuiScope from '../MuiScope';
import { createSiteTheme } from '../MuiScope/siteTheme';

const LANGUAGE_NAMES: Record<string, string> = { en: 'English' };

interface ToggleOption {
  value: string;
  Icon: typeof LightModeIcon;
}

const MODE_OPTIONS: ToggleOption[] = [
  { value: 'light', Icon: LightModeIcon },
  { value: 'system', Icon: SystemModeIcon },
  { value: 'dark', Icon: DarkModeIcon },
];

const DIRECTION_OPTIONS: ToggleOption[] = [
  { value: 'ltr', Icon: LtrIcon },
  { value: 'rtl', Icon: RtlIcon },
];

/** ToggleButtonGroup clones its children to pass selection props, so they are forwarded here. */
function SettingToggle({ option: { value, Icon }, label, ...groupProps }: { option: ToggleOption; label: string }) {
  return (
    <ToggleButton value={value} data-ga-event-category="settings" data-ga-event-action={value} {...groupProps}>
      <Icon fontSize="small" sx={{ mr: 1 }} />
      {label}
    </ToggleButton>
  );
}

/** One setting: a heading and an exclusive, full-width toggle group labelled by it. */
function SettingGroup({
  id,
  title,
  value,
  onChange,
  children,
}: {
  id: string;
  title: string;
  value: string;
  onChange?: (value: string) => void;
  children: React.ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography id={id} component="h3" variant="overline" sx={{ display: 'block', fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={value}
        aria-labelledby={id}
        onChange={(_, next: string | null) => next && onChange?.(next)}
      >
        {children}
      </ToggleButtonGroup>
    </Box>
  );
}

/** The settings drawer: colour mode, direction, language and a way into the colour playground. */
export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, userLanguage } = useDocsConfig();
  const { preference, mode, setPreference } = useSiteColorMode();
  const { direction } = useThemeSettings();
  const changeSettings = useChangeThemeSettings();
  const theme = useMemo(() => createSiteTheme(mode, direction), [mode, direction]);

  return (
    <MuiScope theme={theme}>
      <Drawer
        anchor={direction === 'rtl' ? 'left' : 'right'}
        open={open}
        onClose={onClose}
        PaperProps={
          { role: 'dialog', 'aria-labelledby': 'settings-title', sx: { width: { xs: '100%', sm: 360 } } } as object
        }
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
          <Typography id="settings-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
            {t('settings.settings')}
          </Typography>
          <IconButton onClick={onClose} aria-label={t('settings.close')} edge="end">
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <Box sx={{ p: 2 }}>
          <SettingGroup id="settings-mode" title={t('settings.mode')} value={preference} onChange={setPreference}>
            {MODE_OPTIONS.map((option) => (
              <SettingToggle key={option.value} option={option} label={t(`settings.${option.value}`)} />
            ))}
          </SettingGroup>
          <SettingGroup
            id="settings-direction"
            title={t('settings.direction')}
            value={direction}
            onChange={(value) => changeSettings({ type: 'CHANGE', payload: { direction: parseDirection(value) } })}
          >
            {DIRECTION_OPTIONS.map((option) => (
              <SettingToggle key={option.value} option={option} label={t(`settings.${option.value}`)} />
            ))}
          </SettingGroup>
          <SettingGroup id="settings-language" title={t('settings.language')} value={userLanguage}>
            {SUPPORTED_LANGUAGES.map((language) => (
              <ToggleButton key={language} value={language} lang={language}>
                {LANGUAGE_NAMES[language] ?? language}
              </ToggleButton>
            ))}
          </SettingGroup>
          <Button
            component={Link}
            to="/material-ui/customization/color/"
            onClick={onClose}
            variant="outlined"
            fullWidth
            startIcon={<PaletteIcon />}
            data-ga-event-category="settings"
            data-ga-event-action="color-playground"
          >
            {t('settings.colorPlayground')}
          </Button>
        </Box>
      </Drawer>
    </MuiScope>
  );
}
