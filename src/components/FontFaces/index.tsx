import React, { useMemo } from 'react';
import Head from '@docusaurus/Head';
import GlobalStyles from '@mui/material/GlobalStyles';

// The Latin range of the fontsource packages; demos are written in English.
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/**
 * The weight a self-hosted file covers (a range for a variable font) and the URL of its Latin
 * woff2 file.
 */
export type FontFace = readonly [weight: number | readonly [lightest: number, boldest: number], url: string];

/**
 * A typeface self-hosted from a fontsource package, declared from a demo chunk (not the global
 * stylesheet) so only pages with demos of that library download it; the first face is preloaded
 * unless `preload` is false (a file the site's head already preloads).
 */
export default function FontFaces({
  family,
  faces,
  preload = true,
}: {
  family: string;
  faces: readonly FontFace[];
  preload?: boolean;
}) {
  const styles = useMemo(
    () =>
      faces.map(([fontWeight, url]) => ({
        '@font-face': {
          fontFamily: family,
          fontStyle: 'normal',
          fontDisplay: 'swap',
          fontWeight: typeof fontWeight === 'number' ? fontWeight : fontWeight.join(' '),
          src: `url(${url}) format('woff2')`,
          unicodeRange: LATIN,
        },
      })),
    [family, faces],
  );
  return (
    <>
      {preload && (
        <Head>
          <link rel="preload" href={faces[0]![1]} as="font" type="font/woff2" crossOrigin="anonymous" />
        </Head>
      )}
      <GlobalStyles styles={styles} />
    </>
  );
}
