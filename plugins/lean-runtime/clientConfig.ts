/**
 * Docusaurus hands the whole site config to the browser (`@generated/docusaurus.config`), which
 * every page loads in main.js. Some of it only matters while building: the page template (with
 * its Emotion style mover), the plugin and preset options (absolute paths, redirects, PWA
 * settings), the build's error policies. The browser never reads these keys.
 */
export const BUILD_ONLY_CONFIG_KEYS = [
  'ssrTemplate',
  'plugins',
  'presets',
  'themes',
  'clientModules',
  'staticDirectories',
  'headTags',
  'scripts',
  'stylesheets',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onDuplicateRoutes',
] as const;

const EXPORT = 'export default ';

/** The generated config module with the build-only keys left out. */
export function clientConfigModule(source: string): string {
  const start = source.indexOf(EXPORT);
  const end = source.lastIndexOf(';');
  if (start === -1 || end < start) {
    throw new Error('[lean-runtime] the generated docusaurus.config.mjs is not `export default {…};` as expected.');
  }
  const config = JSON.parse(source.slice(start + EXPORT.length, end)) as Record<string, unknown>;
  for (const key of BUILD_ONLY_CONFIG_KEYS) delete config[key];
  return `${EXPORT}${JSON.stringify(config)};\n`;
}
