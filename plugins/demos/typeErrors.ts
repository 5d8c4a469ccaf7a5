/**
 * `npm start` only: type errors in demos, shown in place of the preview like syntax errors (see
 * brokenDemo.ts). The bundler never waits for a type check: the demo is compiled as saved, so its
 * preview updates at once, and a check is asked for. An answer that changes what the page shows (a
 * type error) is written to the demo's result file, which the compiled demo depends on, so the
 * bundler compiles the demo again and Fast Refresh swaps in the error report. The next save
 * compiles the demo as saved, so the preview comes back as soon as the error is fixed.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import type { DemoCompileProblem } from '../../src/lib/demos/compileErrors';

/** What the checker found in one version of a demo file: its first error, or null. */
export interface TypeCheckResult {
  hash: string;
  problem: DemoCompileProblem | null;
}

export type CheckTypes = (file: string, text: string) => Promise<DemoCompileProblem | null>;

export function contentHash(text: string): string {
  return crypto.createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/**
 * How long after the first request the first check starts: the dev server's first compile, which
 * the writer waits for, gets the machine to itself, and its answers cause no rebuild while it runs.
 */
export const FIRST_CHECK_DELAY_MS = 15_000;

/**
 * Runs checks one at a time, the first after `firstDelayMs`. A file saved again while it waits is
 * checked once, as last saved; an edit made while its check runs is checked after it.
 */
export function createCheckQueue(
  check: CheckTypes,
  onResult: (file: string, result: TypeCheckResult) => void,
  firstDelayMs = 0,
) {
  const waiting = new Map<string, string>();
  let running = false;
  let started = false;

  async function drain() {
    running = true;
    if (!started && firstDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, firstDelayMs).unref());
    started = true;
    for (let next = waiting.entries().next(); !next.done; next = waiting.entries().next()) {
      const [file, text] = next.value;
      waiting.delete(file);
      try {
        onResult(file, { hash: contentHash(text), problem: await check(file, text) });
      } catch (error) {
        // The preview keeps working; the writer still has the editor's and `npm test`'s type check.
        console.warn(`[demos] could not type-check ${file}: ${(error as Error).message}`);
      }
    }
    running = false;
  }

  return {
    request(file: string, text: string) {
      waiting.set(file, text);
      if (!running) void drain();
    },
  };
}

/** What a compiled demo module depends on to be compiled again when the checker answers. */
export interface ResultDependency {
  fileDependencies: string[];
  missingDependencies: string[];
}

export interface DemoTypeErrors {
  /** The checker's answer file for `file`, as a dependency (a missing one before the first answer). */
  resultDependency(file: string): ResultDependency;
  /** The first type error of `text`, the saved content of `file`, if it has been checked and has one. */
  known(file: string, text: string): DemoCompileProblem | null;
  /**
   * The first type error of `text`, the saved content of `file` (from the site's root), if it has
   * been checked; otherwise null, and a check is on its way.
   */
  lookup(file: string, text: string): DemoCompileProblem | null;
}

export function createDemoTypeErrors(
  resultsDir: string,
  check: CheckTypes,
  firstDelayMs = FIRST_CHECK_DELAY_MS,
): DemoTypeErrors {
  const resultFileOf = (file: string) => path.join(resultsDir, `${file}.json`);
  const read = (resultFile: string): TypeCheckResult | null => {
    try {
      return JSON.parse(fs.readFileSync(resultFile, 'utf8')) as TypeCheckResult;
    } catch {
      return null;
    }
  };
  // Every answer, for lookups; only those that change what a compile shows go to disk.
  const answers = new Map<string, TypeCheckResult>();
  const queue = createCheckQueue(
    check,
    (file, result) => {
      answers.set(file, result);
      const resultFile = resultFileOf(file);
      const written = read(resultFile);
      // A compile shows no error until the checker finds one, so a clean answer needs no rebuild,
      // unless the file says this very version has an error. When clean answers were written too,
      // each made the bundler compile its demo again while the first page was still loading, and
      // in one CI run that page's demo did not come live within 60 s.
      const changesWhatIsShown = result.problem
        ? JSON.stringify(written) !== JSON.stringify(result)
        : written?.hash === result.hash && written.problem !== null;
      if (!changesWhatIsShown) return;
      fs.mkdirSync(path.dirname(resultFile), { recursive: true });
      fs.writeFileSync(resultFile, JSON.stringify(result));
    },
    firstDelayMs,
  );
  /** The checker's answer for this version of the file, or null if it has none yet. */
  const answerFor = (file: string, text: string) => {
    const hash = contentHash(text);
    const answer = answers.get(file) ?? read(resultFileOf(file));
    return answer?.hash === hash ? answer : null;
  };
  let warm = false;
  return {
    resultDependency(file) {
      const resultFile = resultFileOf(file);
      return fs.existsSync(resultFile)
        ? { fileDependencies: [resultFile], missingDependencies: [] }
        : { fileDependencies: [], missingDependencies: [resultFile] };
    },
    known: (file, text) => answerFor(file, text)?.problem ?? null,
    lookup(file, text) {
      const answer = answerFor(file, text);
      // The first check loads React's and MUI's types, which takes seconds: it is done with the
      // first demo compiled, even one with a known answer, so the writer's first edit is checked
      // in about a second.
      if (!answer || !warm) queue.request(file, text);
      warm = true;
      return answer?.problem ?? null;
    },
  };
}

/**
 * Checks in a child process (typeCheckWorker.cjs) started on the first request, so the dev server
 * only pays for it once a demo is compiled and production builds never start it. It runs under
 * `nice -n 19`, every thread of it (V8's garbage collector works on threads of its own), so
 * compiling what the writer just saved comes first on a small machine. Takes one check at a
 * time, as createCheckQueue hands them out.
 */
export function backgroundTypeCheck(siteDir: string): { check: CheckTypes; stop: () => void } {
  type Answer = { problem: DemoCompileProblem | null } | { error: string };
  let child: ChildProcess | null = null;
  let pending: { resolve: (problem: DemoCompileProblem | null) => void; reject: (error: Error) => void } | null = null;
  const settle = (answer: Answer | Error) => {
    const waiting = pending;
    pending = null;
    if (answer instanceof Error) waiting?.reject(answer);
    else if ('error' in answer) waiting?.reject(new Error(answer.error));
    else waiting?.resolve(answer.problem);
  };
  const start = () => {
    const started = spawn(
      'nice',
      ['-n', '19', process.execPath, path.join(__dirname, 'typeCheckWorker.cjs'), siteDir],
      {
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    // The dev server may exit while a check runs.
    started.unref();
    started.channel?.unref();
    started.on('message', (answer: Answer) => settle(answer));
    started.on('error', (error) => {
      child = null;
      settle(error);
    });
    started.on('exit', (code) => {
      child = null;
      settle(new Error(`the type checker exited with code ${code}`));
    });
    return started;
  };
  return {
    async check(file, text) {
      if (pending) throw new Error('The demo type checker takes one check at a time.');
      child ??= start();
      // The channel is unreferenced while idle, so that it never keeps the dev server alive.
      child.channel?.ref();
      try {
        return await new Promise<DemoCompileProblem | null>((resolve, reject) => {
          pending = { resolve, reject };
          child!.send({ file, text });
        });
      } finally {
        child?.channel?.unref();
      }
    },
    stop() {
      const running = child;
      child = null;
      running?.removeAllListeners('exit');
      running?.kill();
    },
  };
}
