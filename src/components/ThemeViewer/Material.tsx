import React from 'react';
import { createTheme } from '@mui/material/styles';
import ThemeViewer, { type DefaultThemeFactory } from '.';

const materialDefaultTheme: DefaultThemeFactory = (mode) => createTheme({ palette: { mode } });

/** Material UI's `createTheme()` output. */
export default function MaterialThemeViewer() {
  return <ThemeViewer defaultTheme={materialDefaultTheme} />;
}
