import React from 'react';
// The file of the site's own "Inter Variable" face (src/css/custom.css), which every page preloads
// (plugins/brand-tokens): the same URL, so a Joy UI page downloads Inter once for docs and demos.
import interVariable from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
import FontFaces, { type FontFace } from '../FontFaces';

const FACES: FontFace[] = [[[100, 900], interVariable]];

/** Inter, the typeface of Joy UI's default theme, for Joy UI demos. */
export default function InterFontFaces() {
  return <FontFaces family="Inter" faces={FACES} preload={false} />;
}
