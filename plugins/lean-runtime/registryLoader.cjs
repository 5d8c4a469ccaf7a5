// Hands the generated registry.js to plugins/lean-runtime/registry.ts, which the lean-runtime
// plugin (TypeScript, loaded by Docusaurus) registers under a global symbol.
const TRIM = Symbol.for('mui-docs-site.lean-runtime.registry');

module.exports = function registryLoader(source) {
  const trim = globalThis[TRIM];
  if (typeof trim !== 'function') {
    throw new Error('The registry loader runs without its plugin: add plugins/lean-runtime to docusaurus.config.ts.');
  }
  return trim(source);
};
