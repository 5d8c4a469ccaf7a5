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

  type ProviderProps = { disableStyleSheetGeneration?: boolean; children: React.ReactNode };
  const MaterialProvider = (props: ProviderProps) => <ThemeProvider theme={material} {...props} />;
  const JoyProvider = (props: ProviderProps) => <CssVarsProvider theme={joy} {...props} />;

  it.each([
    ['Material UI', MaterialProvider, material, '--mui-palette-primary-main'],
    ['Joy UI', JoyProvider, joy, '--joy-palette-primary-500'],
  ] as const)("renders the same CSS variables as %s's provider does itself", (_, Provider, theme, variable) => {
    const own = renderedCss(<Provider>demo</Provider>);
    const ours = renderedCss(
      <Provider disableStyleSheetGeneration>
        demo
        <ThemeStyleSheets theme={theme} />
      </Provider>,
    );
    expect(own).toContain(variable);
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
