import React from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import ThemeStyleSheets from './ThemeStyleSheets';

/** The CSS of every <style> Emotion renders on the server, in order. */
function renderedCss(element: React.ReactElement): string {
  const html = renderToString(<CacheProvider value={createCache({ key: 'test' })}>{element}</CacheProvider>);
  return [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map((match) => match[1]).join('');
}

describe('ThemeStyleSheets', () => {
  const material = createTheme({ cssVariables: true, colorSchemes: { light: true, dark: true } });
  const joy = extendTheme();

  it("renders the same CSS variables as Material UI's provider does itself", () => {
    const own = renderedCss(<ThemeProvider theme={material}>demo</ThemeProvider>);
    const ours = renderedCss(
      <ThemeProvider theme={material} disableStyleSheetGeneration>
        demo
        <ThemeStyleSheets theme={material} />
      </ThemeProvider>,
    );
    expect(own).toContain('--mui-palette-primary-main');
    expect(ours).toBe(own);
  });

  it("renders the same CSS variables as Joy UI's provider does itself", () => {
    const own = renderedCss(<CssVarsProvider theme={joy}>demo</CssVarsProvider>);
    const ours = renderedCss(
      <CssVarsProvider theme={joy} disableStyleSheetGeneration>
        demo
        <ThemeStyleSheets theme={joy} />
      </CssVarsProvider>,
    );
    expect(own).toContain('--joy-palette-primary-500');
    expect(ours).toBe(own);
  });

  it('builds each theme’s stylesheet once, however many demos render it', () => {
    const theme = extendTheme({ cssVarPrefix: 'counted' });
    const generate = jest.spyOn(theme, 'generateStyleSheets');
    renderedCss(
      <>
        <ThemeStyleSheets theme={theme} />
        <ThemeStyleSheets theme={theme} />
      </>,
    );
    renderedCss(<ThemeStyleSheets theme={theme} />);
    expect(generate).toHaveBeenCalledTimes(1);
  });
});
