import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DemoCompileProblem } from '../../src/lib/demos/compileErrors';
import {
  contentHash,
  createCheckQueue,
  createDemoTypeErrors,
  FIRST_CHECK_DELAY_MS,
  type CheckTypes,
} from './typeErrors';

const FILE = 'docs/x/ClickCounter.tsx';
const PROBLEM: DemoCompileProblem = {
  file: FILE,
  line: 3,
  column: 9,
  message: "Type 'string' is not assignable to type 'number'.",
};

/** A check that answers when the test says so, recording what it was asked. */
function manualCheck() {
  const asked: string[] = [];
  const answers: Array<(problem: DemoCompileProblem | null) => void> = [];
  const check: CheckTypes = (_file, text) =>
    new Promise((resolve) => {
      asked.push(text);
      answers.push(resolve);
    });
  const answerNext = async (problem: DemoCompileProblem | null) => {
    answers.shift()!(problem);
    // Lets the queue take its next request.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { check, asked, answerNext };
}

describe('the type check queue', () => {
  it('checks one file at a time, each as last saved', async () => {
    const { check, asked, answerNext } = manualCheck();
    const results: Array<[string, string]> = [];
    const queue = createCheckQueue(check, (file, result) => results.push([file, result.hash]));
    queue.request(FILE, 'v1');
    queue.request(FILE, 'v2');
    queue.request(FILE, 'v3');
    queue.request('docs/x/Other.tsx', 'o1');
    expect(asked).toEqual(['v1']);
    await answerNext(null);
    // v2 was saved over before its turn.
    expect(asked).toEqual(['v1', 'v3']);
    await answerNext(PROBLEM);
    await answerNext(null);
    expect(asked).toEqual(['v1', 'v3', 'o1']);
    expect(results).toEqual([
      [FILE, contentHash('v1')],
      [FILE, contentHash('v3')],
      ['docs/x/Other.tsx', contentHash('o1')],
    ]);
  });

  it('goes on after a failed check, with a warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const results: string[] = [];
    let calls = 0;
    const queue = createCheckQueue(
      async () => {
        calls += 1;
        if (calls === 1) throw new Error('worker gone');
        return null;
      },
      (file) => results.push(file),
    );
    queue.request('docs/x/A.tsx', 'a');
    await new Promise((resolve) => setImmediate(resolve));
    queue.request('docs/x/B.tsx', 'b');
    await new Promise((resolve) => setImmediate(resolve));
    expect(warn).toHaveBeenCalledWith('[demos] could not type-check docs/x/A.tsx: worker gone');
    expect(results).toEqual(['docs/x/B.tsx']);
    warn.mockRestore();
  });
});

describe('the first check', () => {
  it('waits until the dev server has had time for its first compile', async () => {
    jest.useFakeTimers();
    try {
      const { check, asked } = manualCheck();
      const queue = createCheckQueue(check, () => {}, FIRST_CHECK_DELAY_MS);
      queue.request(FILE, 'v1');
      await jest.advanceTimersByTimeAsync(FIRST_CHECK_DELAY_MS - 1);
      expect(asked).toEqual([]);
      await jest.advanceTimersByTimeAsync(1);
      expect(asked).toEqual(['v1']);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('demo type errors', () => {
  let resultsDir: string;
  beforeEach(() => {
    resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-type-checks-'));
  });
  afterEach(() => fs.rmSync(resultsDir, { recursive: true, force: true }));

  it('checks the first demo it is asked about even with a known answer, so later checks are quick', async () => {
    const { check, asked, answerNext } = manualCheck();
    fs.mkdirSync(path.join(resultsDir, 'docs/x'), { recursive: true });
    fs.writeFileSync(
      path.join(resultsDir, `${FILE}.json`),
      JSON.stringify({ hash: contentHash('known'), problem: PROBLEM }),
    );
    const typeErrors = createDemoTypeErrors(resultsDir, check, 0);
    expect(typeErrors.lookup(FILE, 'known')).toEqual(PROBLEM);
    expect(asked).toEqual(['known']);
    await answerNext(PROBLEM);
    expect(typeErrors.lookup(FILE, 'known')).toEqual(PROBLEM);
    expect(asked).toEqual(['known']);
  });

  it('asks for a check of a new version and shows nothing until the answer is written', async () => {
    const { check, asked, answerNext } = manualCheck();
    const typeErrors = createDemoTypeErrors(resultsDir, check, 0);
    const resultFile = path.join(resultsDir, `${FILE}.json`);
    expect(typeErrors.lookup(FILE, 'broken')).toBeNull();
    // Before the first answer the bundler watches for the file to appear.
    expect(typeErrors.resultDependency(FILE)).toEqual({ fileDependencies: [], missingDependencies: [resultFile] });
    expect(fs.existsSync(resultFile)).toBe(false);
    expect(asked).toEqual(['broken']);

    await answerNext(PROBLEM);
    expect(JSON.parse(fs.readFileSync(resultFile, 'utf8'))).toEqual({
      hash: contentHash('broken'),
      problem: PROBLEM,
    });
    // The bundler compiles the demo again on that write, and now the error is known, with no new check.
    expect(typeErrors.lookup(FILE, 'broken')).toEqual(PROBLEM);
    expect(typeErrors.known(FILE, 'broken')).toEqual(PROBLEM);
    expect(typeErrors.known(FILE, 'fixed')).toBeNull();
    expect(typeErrors.resultDependency(FILE)).toEqual({ fileDependencies: [resultFile], missingDependencies: [] });
    expect(asked).toEqual(['broken']);
  });

  it('never shows an answer about another version of the file', async () => {
    const { check, asked, answerNext } = manualCheck();
    const typeErrors = createDemoTypeErrors(resultsDir, check, 0);
    typeErrors.lookup(FILE, 'broken');
    await answerNext(PROBLEM);
    expect(typeErrors.lookup(FILE, 'fixed')).toBeNull();
    expect(asked).toEqual(['broken', 'fixed']);
    await answerNext(null);
    expect(typeErrors.lookup(FILE, 'fixed')).toBeNull();
    expect(asked).toEqual(['broken', 'fixed']);
  });

  it('leaves the result file alone when a second check of a version gives the same answer', async () => {
    const { check, asked, answerNext } = manualCheck();
    const typeErrors = createDemoTypeErrors(resultsDir, check, 0);
    // The demo compiled twice before the first answer came: the version is checked twice.
    const resultFile = path.join(resultsDir, `${FILE}.json`);
    typeErrors.lookup(FILE, 'text');
    typeErrors.lookup(FILE, 'text');
    await answerNext(PROBLEM);
    fs.utimesSync(resultFile, new Date(0), new Date(0));
    await answerNext(PROBLEM);
    expect(asked).toEqual(['text', 'text']);
    // A write would make the bundler compile the demo again for nothing.
    expect(fs.statSync(resultFile).mtimeMs).toBe(0);
    expect(typeErrors.lookup(FILE, 'text')).toEqual(PROBLEM);
  });

  it('writes nothing for a clean answer, so a demo without errors is never compiled again', async () => {
    const { check, asked, answerNext } = manualCheck();
    const typeErrors = createDemoTypeErrors(resultsDir, check, 0);
    const resultFile = path.join(resultsDir, `${FILE}.json`);
    typeErrors.lookup(FILE, 'clean');
    await answerNext(null);
    expect(fs.existsSync(resultFile)).toBe(false);
    // The answer is still known: the next compile asks for no check.
    expect(typeErrors.lookup(FILE, 'clean')).toBeNull();
    expect(asked).toEqual(['clean']);
  });

  it('keeps an earlier error on disk when a later version is clean, and shows neither', async () => {
    const { check, answerNext } = manualCheck();
    const typeErrors = createDemoTypeErrors(resultsDir, check, 0);
    const resultFile = path.join(resultsDir, `${FILE}.json`);
    typeErrors.lookup(FILE, 'broken');
    await answerNext(PROBLEM);
    fs.utimesSync(resultFile, new Date(0), new Date(0));
    typeErrors.lookup(FILE, 'fixed');
    await answerNext(null);
    expect(fs.statSync(resultFile).mtimeMs).toBe(0);
    expect(typeErrors.known(FILE, 'fixed')).toBeNull();
    expect(typeErrors.known(FILE, 'broken')).toBeNull();
  });

  it('overwrites an error on disk that a new check of the same version no longer finds', async () => {
    const { check, answerNext } = manualCheck();
    fs.mkdirSync(path.join(resultsDir, 'docs/x'), { recursive: true });
    const resultFile = path.join(resultsDir, `${FILE}.json`);
    // Left by an earlier `npm start`, before the demo's imported types changed.
    fs.writeFileSync(resultFile, JSON.stringify({ hash: contentHash('text'), problem: PROBLEM }));
    const typeErrors = createDemoTypeErrors(resultsDir, check, 0);
    expect(typeErrors.lookup(FILE, 'text')).toEqual(PROBLEM);
    await answerNext(null);
    expect(JSON.parse(fs.readFileSync(resultFile, 'utf8'))).toEqual({ hash: contentHash('text'), problem: null });
    expect(typeErrors.known(FILE, 'text')).toBeNull();
  });
});
