/**
 * The dev-server test (`npm start` with fast refresh and a clean stop) runs on its own, after the
 * unit tests: it times a rebuild, which the other suites' CPU load would slow down.
 */
const base = require('./jest.config');

/** @type {import('jest').Config} */
module.exports = { ...base, roots: ['<rootDir>/tests/dev-server'] };
