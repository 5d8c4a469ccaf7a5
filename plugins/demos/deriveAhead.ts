/**
 * A production build asks for the JavaScript of each of its ~1,200 demo files while it bundles, on
 * the main thread, where formatting it (transpile.ts) is about 3 s. Before bundling, the main thread
 * spends ~8 s loading the site (API extraction, docs metadata) while the second core waits: a worker
 * thread derives every demo's JavaScript then, and the demos loader finds it ready. A file the worker
 * has not reached, or could not derive, is derived by the loader as before, so the worker only
 * takes work away; a demo's errors stay the loader's to report.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { deriveJsOnce, derivedAhead, derivedJsKey, normalizeSource } from './transpile';

/** Derived JavaScript handed over at a time: the loader can use the first files while the rest are derived. */
const BATCH_SIZE = 50;

/** The TypeScript files under `dir`, declaration files left out. */
export function typeScriptFilesUnder(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(dir, file));
}

/** Derives `files` in turn and hands each batch of results (derivedJsKey → JavaScript) to `hand`. */
export async function deriveFiles(files: string[], hand: (entries: Array<[string, string]>) => void): Promise<void> {
  let batch: Array<[string, string]> = [];
  for (const file of files) {
    const source = normalizeSource(await fs.promises.readFile(file, 'utf8'));
    try {
      batch.push([derivedJsKey(source, file), await deriveJsOnce(source, file)]);
    } catch {
      // Left to the loader, which derives it again and reports the error with the demo that has it.
    }
    if (batch.length === BATCH_SIZE) {
      hand(batch);
      batch = [];
    }
  }
  if (batch.length > 0) hand(batch);
}

/**
 * Starts deriving the JavaScript of every TypeScript file under `dir` in a worker thread, into
 * transpile.ts's `derivedAhead`. Resolves with how many files it derived; never rejects, as the
 * loader derives whatever the worker did not.
 */
export function deriveAheadInWorker(dir: string): Promise<number> {
  const worker = new Worker(path.join(__dirname, 'deriveInWorker.cjs'), {
    workerData: { files: typeScriptFilesUnder(dir) },
  });
  // A build that ends (or fails) first does not wait for it.
  worker.unref();
  let derived = 0;
  worker.on('message', (entries: Array<[string, string]>) => {
    for (const [key, js] of entries) derivedAhead.set(key, js);
    derived += entries.length;
  });
  return new Promise((resolve) => {
    worker.once('error', () => resolve(derived));
    worker.once('exit', () => resolve(derived));
  });
}
