import React from 'react';
import { css, Global, type SerializedStyles } from '@emotion/react';

/** Styles as Emotion's `css` takes them. */
type Styles = Parameters<typeof css>[number];

/** What MUI's CSS-variables providers read a theme's stylesheet from. */
interface CssVariablesTheme {
  generateStyleSheets?: () => Styles[];
}

const serializedByTheme = new WeakMap<CssVariablesTheme, SerializedStyles>();

/**
 * A CSS-variables theme's stylesheet (its variables, per colour scheme), serialized once per theme
 * object. MUI's providers rebuild and serialize it on every render of every provider, so a page of
 * demos, each in a provider of its own, paid for it once per demo on the server and again when
 * hydrating. Their providers take `disableStyleSheetGeneration` and render this as their last
 * child: the same CSS (ThemeStyleSheets.test.tsx compares it with the providers' own).
 */
export default function ThemeStyleSheets({ theme }: { theme: CssVariablesTheme }) {
  if (!theme.generateStyleSheets) return null;
  let serialized = serializedByTheme.get(theme);
  if (!serialized) {
    serialized = css(theme.generateStyleSheets());
    serializedByTheme.set(theme, serialized);
  }
  return <Global styles={serialized} />;
}
