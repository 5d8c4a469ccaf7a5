import React from 'react';
import robotoVariable from '@fontsource-variable/roboto/files/roboto-latin-wght-normal.woff2';
import FontFaces, { type FontFace } from '../FontFaces';

// One variable file (43 KB) carries every weight; the 400, 500 and 700 files a page with buttons
// and headings needs are 66 KB together.
const FACES: FontFace[] = [[[100, 900], robotoVariable]];

/** Roboto, the Material Design typeface, for Material UI demos. */
export default function RobotoFontFaces() {
  return <FontFaces family="Roboto" faces={FACES} />;
}
