// The demos loader as the bundler sees it. The work is done by plugins/demos/compile.ts, which
// the demos plugin (TypeScript, loaded by Docusaurus) registers under a global symbol when the
// site starts; the bundler runs loaders in the same process, so this file only hands over.
const COMPILER = Symbol.for('mui-docs-site.demos.compile');

module.exports = function demosLoader() {
  const callback = this.async();
  const compile = globalThis[COMPILER];
  if (typeof compile !== 'function') {
    callback(
      new Error('The demos loader runs without its plugin: add plugins/demos to the plugins of docusaurus.config.ts.'),
    );
    return;
  }
  const { isServer = false, inlineSources = isServer, showErrorsInPlace = false } = this.getOptions();
  compile({
    resourcePath: this.resourcePath,
    resourceQuery: this.resourceQuery,
    isServer: Boolean(isServer),
    inlineSources: Boolean(inlineSources),
    showErrorsInPlace: Boolean(showErrorsInPlace),
  }).then(
    ({ code, fileDependencies, missingDependencies }) => {
      for (const file of fileDependencies) this.addDependency(file);
      for (const file of missingDependencies) this.addMissingDependency(file);
      callback(null, code);
    },
    (error) => callback(error),
  );
};
