import React from 'react';
import inter400 from '@fontsource/inter/files/inter-latin-400-normal.woff2';
import inter500 from '@fontsource/inter/files/inter-latin-500-normal.woff2';
import inter600 from '@fontsource/inter/files/inter-latin-600-normal.woff2';
import inter700 from '@fontsource/inter/files/inter-latin-700-normal.woff2';
import FontFaces, { type FontFace } from '../FontFaces';

const FACES: FontFace[] = [
  [400, inter400],
  [500, inter500],
  [600, inter600],
  [700, inter700],
];

/** Inter, the typeface of Joy UI's default theme, for Joy UI demos. */
export default function InterFontFaces() {
  return <FontFaces family="Inter" faces={FACES} />;
}
