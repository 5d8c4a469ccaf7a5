'use strict';
// Node 20 cannot run TypeScript, and the repo has no build step for the service: compile each .ts file
// with swc (already installed for Jest) as it is required.
const fs = require('node:fs');
const { transformSync } = require('@swc/core');

process.setSourceMapsEnabled(true); // stack traces point at the .ts lines

require.extensions['.ts'] = function compileTypeScript(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    sourceMaps: 'inline',
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
