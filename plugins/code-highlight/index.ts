import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export { default as remarkPrerenderedHighlight, HIGHLIGHTED_PROP } from './remark';

/** theme-classic's client module that puts Prism (and its extra grammars) into every page. */
const THEME_PRISM_CLIENT_MODULE = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages');

/**
 * Code is tokenized at build time (./remark), so Prism leaves the main bundle: theme-classic's
 * client module that loads it on every page is swapped for an empty one, and the browser loads
 * Prism only for code that exists there alone (src/theme/CodeBlock/Content/PrismLines).
 */
export default function codeHighlightPlugin(): Plugin {
  const emptyModule = path.join(__dirname, 'emptyClientModule.ts');
  const withoutExtension = THEME_PRISM_CLIENT_MODULE.replace(/\.js$/, '');
  return {
    name: 'code-highlight',
    configureWebpack() {
      return {
        resolve: { alias: { [`${withoutExtension}$`]: emptyModule, [`${THEME_PRISM_CLIENT_MODULE}$`]: emptyModule } },
      };
    },
  };
}
