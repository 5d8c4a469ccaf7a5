import type { CDPSession, Page } from '@playwright/test';

/** How long each question to a stuck page may take: the page may answer none of them. */
const QUESTION_MS = 3_000;

function within<T>(work: Promise<T>, ms: number): Promise<T | 'no answer'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'no answer'>((resolve) => {
    timer = setTimeout(() => resolve('no answer'), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * CPU seconds each browser process used over one second: a busy renderer is running a loop, an
 * idle one waits (on what: the GPU process composites and draws every frame).
 */
async function processCpu(page: Page): Promise<string> {
  const browser = page.context().browser();
  if (!browser) return 'CPU: unknown (no browser)';
  const session = await browser.newBrowserCDPSession();
  try {
    const sample = async () => (await session.send('SystemInfo.getProcessInfo')).processInfo;
    const before = await sample();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const after = await sample();
    const used = after.map((info) => {
      const start = before.find((earlier) => earlier.id === info.id)?.cpuTime ?? 0;
      return `${info.type} ${info.id} ${(info.cpuTime - start).toFixed(2)} s`;
    });
    return `CPU over 1 s: ${used.join(', ')}`;
  } finally {
    await session.detach().catch(() => {});
  }
}

interface PausedEvent {
  callFrames: { functionName: string; location: { scriptId: string; lineNumber: number; columnNumber?: number } }[];
}

/** A protocol session with the debugger on, and the URL of each script it has seen by id. */
interface ScriptWatch {
  session: CDPSession;
  scriptUrls: Map<string, string>;
}

const scriptWatches = new WeakMap<Page, Promise<ScriptWatch>>();

/**
 * Turns the debugger on for `page`, once: a page busy in a loop still answers a pause request then,
 * but no longer a request to turn the debugger on. The session lasts across the page's navigations.
 */
export function watchScripts(page: Page): Promise<ScriptWatch> {
  let watch = scriptWatches.get(page);
  if (!watch) {
    watch = (async () => {
      const session = await page.context().newCDPSession(page);
      const scriptUrls = new Map<string, string>();
      session.on('Debugger.scriptParsed', (script) => scriptUrls.set(script.scriptId, script.url || 'inline'));
      await session.send('Debugger.enable');
      return { session, scriptUrls };
    })();
    scriptWatches.set(page, watch);
  }
  return watch;
}

const NO_SCRIPT_RAN = 'script stack: none (no script ran within 3 s of the pause request)';

/** Where the page's JavaScript is: the debugger interrupts even a loop that never yields. */
async function scriptStack(page: Page): Promise<string> {
  const watch = scriptWatches.get(page);
  if (!watch) return 'script stack: unknown (the debugger was not on)';
  const { session, scriptUrls } = await watch;
  const paused = new Promise<PausedEvent>((resolve) => session.once('Debugger.paused', (event) => resolve(event)));
  await within(session.send('Debugger.pause'), QUESTION_MS);
  const event = await within(paused, QUESTION_MS);
  if (event === 'no answer') return NO_SCRIPT_RAN;
  await within(session.send('Debugger.resume'), QUESTION_MS);
  const frames = event.callFrames.slice(0, 12).map(({ functionName, location }) => {
    const url = scriptUrls.get(location.scriptId) ?? '?';
    return `${functionName || '(anonymous)'} ${url}:${location.lineNumber + 1}:${(location.columnNumber ?? 0) + 1}`;
  });
  return `script stack when paused:\n    ${frames.join('\n    ')}`;
}

/**
 * Whether the page still draws frames: a frame raced against a 1 s timer in the page. Its
 * IntersectionObservers, which bring demos to life, report only as a frame is drawn, while its
 * timers run without frames.
 */
async function probeFrames(page: Page): Promise<{ frames: 'drawn' | 'none' | 'no answer'; state: string }> {
  const answer = await within(
    page.evaluate(
      () =>
        new Promise<{ frames: 'drawn' | 'none'; state: string }>((resolve) => {
          const state = `visibility ${document.visibilityState}, focus ${document.hasFocus()}, scrollY ${Math.round(scrollY)}`;
          const timer = setTimeout(() => resolve({ frames: 'none', state }), 1_000);
          requestAnimationFrame(() => {
            clearTimeout(timer);
            resolve({ frames: 'drawn', state });
          });
        }),
    ),
    QUESTION_MS,
  );
  return answer === 'no answer' ? { frames: answer, state: '' } : answer;
}

/** Whether the page still draws frames, said for a failure message. */
export async function frameState(page: Page): Promise<string> {
  const { frames, state } = await probeFrames(page);
  if (frames === 'no answer') return `frames: no answer\n  ${await diagnoseStuckPage(page)}`;
  return frames === 'drawn' ? `frames drawn; ${state}` : `no frame within 1 s; ${state}`;
}

/**
 * Why the browser, not the page, holds `page` up, or null when it does not. Headless Chromium now
 * and then stops drawing a visible page's frames while its timers run (its demos then never see
 * themselves on screen), or stops answering for it while no script of the page runs. Neither
 * recovers on that page, and a page busy in its own script is not a browser stall. Needs
 * `watchScripts(page)` before the failure to tell an idle page from a busy one.
 */
export async function browserStall(page: Page): Promise<string | null> {
  const { frames, state } = await probeFrames(page);
  if (frames === 'none') return `drew no frame within 1 s while the page's timers ran (${state})`;
  if (frames === 'drawn') return null;
  return (await scriptStack(page)) === NO_SCRIPT_RAN ? 'answered nothing while no script of the page ran' : null;
}

/**
 * Runs `visit` on `page` and returns the page it succeeded on. A visit that failed because the
 * browser stalled the page (see `browserStall`) runs once more on a fresh page from `openPage`,
 * after `onStall` is told why; any other failure, or a second one, is final.
 */
export async function visitOutlastingStalls(
  page: Page,
  visit: (page: Page) => Promise<void>,
  openPage: () => Promise<Page>,
  onStall: (stall: string, failure: unknown) => void,
): Promise<Page> {
  try {
    await visit(page);
    return page;
  } catch (failure) {
    const stall = await browserStall(page);
    if (!stall) throw failure;
    onStall(stall, failure);
    await within(page.close(), QUESTION_MS).catch(() => {});
    const fresh = await openPage();
    await visit(fresh);
    return fresh;
  }
}

/** What the page says of itself through the protocol, which answers outside the page's own task queue. */
async function pageState(session: CDPSession): Promise<string> {
  const answer = await within(
    session.send('Runtime.evaluate', {
      expression: `JSON.stringify({ visibility: document.visibilityState, focus: document.hasFocus(), readyState: document.readyState, now: Math.round(performance.now()), url: location.pathname })`,
      returnByValue: true,
    }),
    QUESTION_MS,
  );
  return answer === 'no answer' ? 'page state: no answer' : `page state: ${answer.result.value as string}`;
}

/**
 * What can be learnt of a page that stopped answering: whether its renderer is busy, where its
 * script is, and whether it is hidden. Each question has its own deadline, so this always returns.
 */
export async function diagnoseStuckPage(page: Page): Promise<string> {
  const findings: string[] = [];
  findings.push(
    await within(processCpu(page), QUESTION_MS).then((cpu) => (cpu === 'no answer' ? 'CPU: no answer' : cpu)),
  );
  findings.push(await scriptStack(page));
  const session = await within(page.context().newCDPSession(page), QUESTION_MS);
  if (session === 'no answer') return [...findings, 'protocol session: no answer'].join('\n  ');
  try {
    findings.push(await pageState(session));
  } finally {
    await within(session.detach(), QUESTION_MS).catch(() => {});
  }
  return findings.join('\n  ');
}

/**
 * `work`, or once `ms` have passed an error saying where the page stopped answering and what it was
 * doing: a page whose main thread hangs would otherwise hold an evaluate until the test's timeout,
 * naming nothing.
 */
export async function answeredWithin<T>(
  page: Page,
  work: Promise<T>,
  ms: number,
  stuckMessage: () => string,
): Promise<T> {
  let deadline: NodeJS.Timeout | undefined;
  const stuck = new Promise<'stuck'>((resolve) => {
    deadline = setTimeout(() => resolve('stuck'), ms);
  });
  try {
    const outcome = await Promise.race([work.then((value) => ({ value })), stuck]);
    if (outcome !== 'stuck') return outcome.value;
    const message = stuckMessage();
    throw new Error(`${message}\n  ${await diagnoseStuckPage(page)}`);
  } finally {
    clearTimeout(deadline);
  }
}
