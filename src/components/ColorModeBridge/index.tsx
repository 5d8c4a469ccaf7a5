import React, { useEffect } from 'react';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useColorMode } from '@docusaurus/theme-common';
import { useSiteColorMode } from '../../providers/ColorMode';
import { useThemeSettings } from '../../providers/ThemeSettings';

/**
 * Tells Docusaurus what the site settings chose: its colour mode (used by theme components)
 * and the page direction (its head manager would otherwise reset `dir` to the locale's).
 * Render it after the page content so its head tags win.
 */
export default function ColorModeBridge() {
  const { mode, ready } = useSiteColorMode();
  const { direction } = useThemeSettings();
  const { i18n } = useDocusaurusContext();
  const { colorMode, setColorMode } = useColorMode();
  useEffect(() => {
    if (ready && colorMode !== mode) setColorMode(mode);
  }, [ready, mode, colorMode, setColorMode]);
  return (
    <Head>
      <html lang={i18n.currentLocale} dir={direction} />
    </Head>
  );
}
