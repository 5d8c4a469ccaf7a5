/** Unit tests live beside the modules they test: src/**, plugins/**, server/**. */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/plugins', '<rootDir>/server', '<rootDir>/scripts'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  transform: {
    '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
    ],
  },
  moduleNameMapper: { '^@site/(.*)$': '<rootDir>/$1', '\\.css$': '<rootDir>/plugins/demos/test/cssModule.cjs' },
  // Both cores: the main process only schedules, so Jest's default (cores - 1) left one idle on 2-core CI.
  maxWorkers: '100%',
  // ts-blank-space ships ES modules only; Jest's CommonJS runtime needs them transformed.
  transformIgnorePatterns: ['/node_modules/(?!ts-blank-space/)'],
  testPathIgnorePatterns: ['/node_modules/', '/build/', '/.docusaurus/'],
};
