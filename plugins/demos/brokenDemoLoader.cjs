// `npm start` only: hands a demo file to plugins/demos/brokenDemo.ts, which the demos plugin
// registers under a global symbol (see loader.cjs for why), and passes on what it returns: the
// file as it is, or the stand-in that shows its syntax or type error in place of the preview.
const BROKEN_DEMO = Symbol.for('mui-docs-site.demos.broken-demo');

module.exports = function brokenDemoLoader(source) {
  const forDevServer = globalThis[BROKEN_DEMO];
  if (typeof forDevServer !== 'function') {
    throw new Error(
      'The broken-demo loader runs without its plugin: add plugins/demos to the plugins of docusaurus.config.ts.',
    );
  }
  const { code, fileDependencies, missingDependencies } = forDevServer(source, this.resourcePath);
  // The type checker's answer for the file arrives after this compile (see typeErrors.ts).
  for (const file of fileDependencies) this.addDependency(file);
  for (const file of missingDependencies) this.addMissingDependency(file);
  return code;
};
