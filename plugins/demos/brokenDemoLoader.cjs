// `npm start` only: hands a demo file to plugins/demos/brokenDemo.ts, which the demos plugin
// registers under a global symbol (see loader.cjs for why), and passes on what it returns: the
// file as it is, or the stand-in that shows its syntax error in place of the preview.
const BROKEN_DEMO = Symbol.for('mui-docs-site.demos.broken-demo');

module.exports = function brokenDemoLoader(source) {
  const forDevServer = globalThis[BROKEN_DEMO];
  if (typeof forDevServer !== 'function') {
    throw new Error(
      'The broken-demo loader runs without its plugin: add plugins/demos to the plugins of docusaurus.config.ts.',
    );
  }
  return forDevServer(source, this.resourcePath);
};
