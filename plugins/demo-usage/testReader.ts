import path from 'node:path';
import type { FileReader } from './usage';

/** A file reader over an in-memory folder, for tests. */
export function fakeReader(files: Record<string, string>): FileReader {
  return { exists: (file) => file in files, read: (file) => files[path.resolve(file)] };
}
