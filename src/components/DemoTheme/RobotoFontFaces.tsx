import React from 'react';
import roboto400 from '@fontsource/roboto/files/roboto-latin-400-normal.woff2';
import roboto500 from '@fontsource/roboto/files/roboto-latin-500-normal.woff2';
import roboto700 from '@fontsource/roboto/files/roboto-latin-700-normal.woff2';
import FontFaces, { type FontFace } from '../FontFaces';

const FACES: FontFace[] = [
  [400, roboto400],
  [500, roboto500],
  [700, roboto700],
];

/** Roboto, the Material Design typeface, for Material UI demos. */
export default function RobotoFontFaces() {
  return <FontFaces family="Roboto" faces={FACES} />;
}
