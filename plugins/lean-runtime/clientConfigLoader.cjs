// Hands the generated docusaurus.config.mjs to plugins/lean-runtime/clientConfig.ts, which the
// lean-runtime plugin (TypeScript, loaded by Docusaurus) registers under a global symbol.
const TRIM = Symbol.for('mui-docs-site.lean-runtime.client-config');

module.exports = function clientConfigLoader(source) {
  const trim = globalThis[TRIM];
  if (typeof trim !== 'function') {
    throw new Error(
      'The client config loader runs without its plugin: add plugins/lean-runtime to docusaurus.config.ts.',
    );
  }
  return trim(source);
};
