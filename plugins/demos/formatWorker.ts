/**
 * A production build formats ~650 demo files' JavaScript with Prettier while it bundles: about
 * 2 s on the main thread, which gates the bundler's module graph. Here a worker thread formats
 * them instead, on request, so the main thread goes on with other modules while it waits. It
 * starts with bundling, not before: loading the site keeps the second core busy (garbage
 * collection, compilation), and a worker there slowed it more than it saved.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';

export type Formatter = (code: string) => Promise<string>;

/** A reply of the worker: the formatted code, or the error Prettier raised. */
export interface FormatReply {
  id: number;
  code?: string;
  error?: string;
}

/** Starts the worker; the returned formatter sends it code and resolves with its reply. */
export function startFormatWorker(script = path.join(__dirname, 'formatInWorker.cjs')): Formatter {
  const worker = new Worker(script);
  const pending = new Map<number, { resolve: (code: string) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  const settle = (id: number) => {
    const request = pending.get(id);
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    return request;
  };
  const failAll = (error: Error) => {
    for (const id of [...pending.keys()]) settle(id)?.reject(error);
  };
  worker.on('message', ({ id, code, error }: FormatReply) => {
    const request = settle(id);
    if (error !== undefined) request?.reject(new Error(error));
    else request?.resolve(code!);
  });
  worker.on('error', (error) =>
    failAll(new Error(`The demo format worker failed: ${error.message}`, { cause: error })),
  );
  worker.on('exit', (exitCode) => failAll(new Error(`The demo format worker stopped with exit code ${exitCode}.`)));
  // Only a pending request holds the process open, so an idle worker never keeps a finished build
  // from exiting. (After the listeners: adding a 'message' listener refs the worker again.)
  worker.unref();
  return (code) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      if (pending.size === 0) worker.ref();
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, code });
    });
}
