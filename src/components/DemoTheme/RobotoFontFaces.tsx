import React from 'react';
import Head from '@docusaurus/Head';
import GlobalStyles from '@mui/material/GlobalStyles';
import roboto400 from '@fontsource/roboto/files/roboto-latin-400-normal.woff2';
import roboto500 from '@fontsource/roboto/files/roboto-latin-500-normal.woff2';
import roboto700 from '@fontsource/roboto/files/roboto-latin-700-normal.woff2';

// The Latin range of the fontsource package; demos are written in English.
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

const FACES = [
  [400, roboto400],
  [500, roboto500],
  [700, roboto700],
].map(([fontWeight, url]) => ({
  '@font-face': {
    fontFamily: 'Roboto',
    fontStyle: 'normal',
    fontDisplay: 'swap',
    fontWeight,
    src: `url(${url}) format('woff2')`,
    unicodeRange: LATIN,
  },
}));

/**
 * Roboto, the Material Design typeface, self-hosted from @fontsource/roboto. Declared from the
 * demo chunk (not the global stylesheet) so only pages with demos download it; the regular
 * weight is preloaded there.
 */
export default function RobotoFontFaces() {
  return (
    <>
      <Head>
        <link rel="preload" href={roboto400} as="font" type="font/woff2" crossOrigin="anonymous" />
      </Head>
      <GlobalStyles styles={FACES} />
    </>
  );
}
