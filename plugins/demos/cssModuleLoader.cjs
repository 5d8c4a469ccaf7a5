// Demo CSS modules as the bundler sees them. The work is done by plugins/demos/cssModules.ts,
// which the demos plugin registers under a global symbol when the site starts.
const CSS_MODULE_COMPILER = Symbol.for('mui-docs-site.demos.css-module');

module.exports = function demoCssModuleLoader(source) {
  const compile = globalThis[CSS_MODULE_COMPILER];
  if (typeof compile !== 'function') {
    throw new Error('The demo CSS module loader runs without its plugin: add plugins/demos to docusaurus.config.ts.');
  }
  return compile(source, this.resourcePath);
};
