import clsx from 'clsx';
import React, { useMemo, type ReactNode } from 'react';
import { createTheme } from '@mui/material/styles';
import { demoThemeOptions } from '../../lib/demoTheme';
import { useThemeSettings } from '../../providers/ThemeSettings';
import MuiScope from '../MuiScope';
import RobotoFontFaces from './RobotoFontFaces';
import markdownReset from './markdownReset.module.css';
import styles from './styles.module.css';

/** Wraps live demos in the documented library's theme plus the reader's display settings. */
export default function DemoThemeProvider({ children }: { children: ReactNode }) {
  const settings = useThemeSettings();
  const theme = useMemo(() => createTheme(demoThemeOptions(settings)), [settings]);
  return (
    <MuiScope theme={theme}>
      <RobotoFontFaces />
      <div className={clsx(markdownReset.reset, styles.scope)} dir={settings.direction}>
        {children}
      </div>
    </MuiScope>
  );
}
