/**
 * Every demo renders on the server inside the demos' theme, as the production build renders it,
 * without throwing and without a React or MUI warning. The end-to-end sweep checks the same
 * demos in Chromium; this catches a crashing demo in seconds. `DEMOS=docs/material-ui/components/tabs`
 * narrows the run to the files under one folder.
 */
import path from 'node:path';
import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { createTheme, ThemeProvider, THEME_ID as MATERIAL_THEME_ID } from '@mui/material/styles';
import { CssVarsProvider as JoyCssVarsProvider, extendTheme } from '@mui/joy/styles';
import { demoThemeOptions } from '../../src/lib/demoTheme';
import { joyDemoThemeOptions } from '../../src/lib/joyDemoTheme';
import { INITIAL_THEME_SETTINGS } from '../../src/lib/themeSettings';
import { findDemoFiles } from './demoFiles';

const SITE_DIR = path.resolve(__dirname, '../..');
const FILES = findDemoFiles(SITE_DIR, process.env.DEMOS);
const theme = createTheme(demoThemeOptions(INITIAL_THEME_SETTINGS));
const joyTheme = extendTheme(joyDemoThemeOptions(INITIAL_THEME_SETTINGS));

/** The providers the site's demo theme modules give each area (see `demoThemeModule`). */
function AreaProviders({ file, children }: { file: string; children: React.ReactNode }) {
  const material = <ThemeProvider theme={theme}>{children}</ThemeProvider>;
  const area = path.relative(SITE_DIR, file).split(path.sep)[1];
  if (area !== 'joy-ui') return material;
  return (
    <ThemeProvider theme={{ [MATERIAL_THEME_ID]: theme }}>
      <JoyCssVarsProvider theme={joyTheme} colorSchemeNode={null} disableNestedContext>
        {children}
      </JoyCssVarsProvider>
    </ThemeProvider>
  );
}

describe('demos render on the server', () => {
  let warnings: string[] = [];
  beforeEach(() => {
    warnings = [];
    for (const method of ['error', 'warn'] as const) {
      jest.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        warnings.push(args.map(String).join(' '));
      });
    }
  });
  afterEach(() => jest.restoreAllMocks());

  it('finds demos', () => {
    expect(FILES.length).toBeGreaterThan(0);
  });

  it.each(FILES.map((file) => [path.relative(SITE_DIR, file), file]))('%s', async (_name, file) => {
    const { default: DemoComponent } = (await import(file)) as { default?: React.ComponentType };
    expect(typeof DemoComponent).toBe('function');
    const html = renderToString(<AreaProviders file={file}>{DemoComponent ? <DemoComponent /> : null}</AreaProviders>);
    expect(html.length).toBeGreaterThan(0);
    expect(warnings).toEqual([]);
  });
});
