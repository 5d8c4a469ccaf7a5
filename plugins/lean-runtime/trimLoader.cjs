// Hands a generated module (the site config, the chunk registry) to the trimming function the
// lean-runtime plugin (TypeScript, loaded by Docusaurus) registers under the global symbol named
// in the loader's `symbol` option.
module.exports = function trimLoader(source) {
  const { symbol } = this.getOptions();
  const trim = globalThis[Symbol.for(symbol)];
  if (typeof trim !== 'function') {
    throw new Error(
      `The lean-runtime loader runs without its plugin: add plugins/lean-runtime to docusaurus.config.ts.`,
    );
  }
  return trim(source);
};
