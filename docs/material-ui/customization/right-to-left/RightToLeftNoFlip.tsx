import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { createTheme, styled, ThemeProvider } from '@mui/material/styles';

const rtlCache = createCache({
  key: 'rtlarticle',
  stylisPlugins: [prefixer, rtlPlugin],
});

const rtlTheme = createTheme({ direction: 'rtl' });

// Styles for HTML that comes from a CMS. Comments only survive in string styles,
// so this component uses a template literal instead of an object.
const Article = styled('article')(
  ({ theme }) => `
  font-family: ${theme.typography.fontFamily};
  line-height: 1.6;

  & h3 {
    margin: 0 0 ${theme.spacing(1)};
    font-size: 1.125rem;
  }

  & p {
    margin: 0;
  }

  & pre {
    /* Commands read left to right, also on an Arabic page. */
    /* @noflip */
    direction: ltr;
    /* @noflip */
    text-align: left;
    margin: ${theme.spacing(1.5, 0)};
    padding: ${theme.spacing(1.5, 2)};
    overflow-x: auto;
    border-radius: ${theme.shape.borderRadius}px;
    background-color: rgba(127, 127, 127, 0.16);
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.875rem;
  }
`,
);

export default function RightToLeftNoFlip() {
  return (
    <CacheProvider value={rtlCache}>
      <ThemeProvider theme={rtlTheme}>
        <Article dir="rtl" lang="ar">
          <h3>تثبيت المكتبة</h3>
          <p>ثبّت الحزم التالية باستخدام npm:</p>
          <pre>
            <code>npm install @mui/material @emotion/react @emotion/styled</code>
          </pre>
          <p>ثم أعد تشغيل خادم التطوير.</p>
        </Article>
      </ThemeProvider>
    </CacheProvider>
  );
}
