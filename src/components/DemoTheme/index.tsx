import clsx from 'clsx';
import React, { type ReactNode } from 'react';
import { useThemeSettings } from '../../providers/ThemeSettings';
import MuiScope from '../MuiScope';
import RobotoFontFaces from './RobotoFontFaces';
import { materialDemoTheme } from './themes';
import markdownReset from './markdownReset.module.css';
import styles from './styles.module.css';

/** Wraps live demos in the documented library's theme plus the reader's display settings. */
export default function DemoThemeProvider({ children }: { children: ReactNode }) {
  const settings = useThemeSettings();
  return (
    <MuiScope theme={materialDemoTheme(settings)}>
      <RobotoFontFaces />
      <div className={clsx(markdownReset.reset, styles.scope)} dir={settings.direction}>
        {children}
      </div>
    </MuiScope>
  );
}
