import path from 'node:path';
import { createPackageProgram, createSharedCompilerHost } from './program';

const nodeModulesDir = path.resolve(__dirname, '../../../node_modules');

describe('createSharedCompilerHost', () => {
  it('parses a declaration file once for every program made with it', () => {
    const host = createSharedCompilerHost();
    const system = createPackageProgram(nodeModulesDir, '@mui/system', host).program;
    const base = createPackageProgram(nodeModulesDir, '@mui/base', host).program;
    const reactTypes = (program: typeof system) =>
      program.getSourceFiles().find((file) => /[\\/]@types[\\/]react[\\/]index\.d\.ts$/.test(file.fileName));
    expect(reactTypes(system)).toBeDefined();
    expect(reactTypes(base)).toBe(reactTypes(system));
    // Without it, each program parses its own.
    expect(reactTypes(createPackageProgram(nodeModulesDir, '@mui/system').program)).not.toBe(reactTypes(system));
  });
});
