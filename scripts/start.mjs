#!/usr/bin/env node
// `npm start`: the docs dev server on http://localhost:3000 and the feedback service on
// http://127.0.0.1:3001 together, so the feedback widget works end to end on a fresh machine.
// SIGINT or SIGTERM stops both, with whatever they started, and the launcher exits when they
// have; a second signal while they stop is ignored, and a child that hangs is killed.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const DOCUSAURUS = require.resolve('@docusaurus/core/bin/docusaurus.mjs');

/** How long children get to stop after a signal before they are killed. */
const STOP_GRACE_MS = 10_000;

const running = new Set();
let stopping = false;
let exitCode = 0;

/**
 * Signals a child's whole process group: the dev server starts processes of its own.
 * @param {import('node:child_process').ChildProcess} child @param {NodeJS.Signals} signal
 */
function signalGroup(child, signal) {
  if (child.pid === undefined) return; // It never started.
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group has already gone.
  }
}

/** @param {NodeJS.Signals} signal */
function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of running) signalGroup(child, signal);
  setTimeout(() => {
    for (const child of running) signalGroup(child, 'SIGKILL');
  }, STOP_GRACE_MS).unref();
}

/**
 * Starts a Node process in its own process group.
 * @param {string} name @param {string[]} args @param {Record<string, string>} [env]
 */
function run(name, args, env = {}) {
  // Its own process group (detached), so a stop reaches every process it started.
  const child = spawn(process.execPath, args, { stdio: 'inherit', detached: true, env: { ...process.env, ...env } });
  running.add(child);
  child.on('exit', (code) => {
    running.delete(child);
    if (name === 'site') {
      if (!stopping) exitCode = code ?? 1;
      stopAll('SIGTERM');
    } else if (!stopping && code) {
      console.warn(
        `\nThe feedback service stopped (exit ${code}); the site keeps running and the widget will report failures.`,
      );
    }
    if (running.size === 0) process.exit(exitCode);
  });
}

/** @type {NodeJS.Signals[]} */
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
for (const signal of STOP_SIGNALS) process.on(signal, () => stopAll(signal));

// The service's own default port, unless FEEDBACK_PORT moves it (the dev-server test does).
const FEEDBACK_PORT = process.env.FEEDBACK_PORT?.trim() || '3001';

run('feedback', ['server/feedback/start.cjs'], {
  FEEDBACK_ALLOWED_ORIGIN: process.env.FEEDBACK_ALLOWED_ORIGIN ?? 'http://localhost:3000,http://127.0.0.1:3000',
  // The dev site's pages change as they are written: a sitemap left by an old build would refuse the new ones.
  FEEDBACK_SITEMAP: process.env.FEEDBACK_SITEMAP ?? 'none',
});
// Production builds post to their own origin's /feedback; the dev server has no such route, so its
// widget posts to the service started above.
run('site', [DOCUSAURUS, 'start', '--port', '3000', '--no-open', ...process.argv.slice(2)], {
  FEEDBACK_ENDPOINT: process.env.FEEDBACK_ENDPOINT || `http://127.0.0.1:${FEEDBACK_PORT}/feedback`,
});
