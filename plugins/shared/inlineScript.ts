import { minifySync } from '@swc/core';

/**
 * An inline `<script>`'s code, minified once when the site loads. Pages are not run through an
 * HTML minifier one by one (see docusaurus.config.ts), so the few scripts every page inlines are
 * minified here instead. `code` must do something when run (a call, not just a declaration):
 * code without effect minifies to nothing, which is reported rather than shipped.
 */
export function minifyInlineScript(code: string): string {
  const { code: minified } = minifySync(code, { compress: true, mangle: true, module: false });
  if (!minified.trim()) throw new Error(`Inline script minified to nothing (it has no effect): ${code.slice(0, 80)}`);
  return minified.replace(/;\s*$/, '');
}
