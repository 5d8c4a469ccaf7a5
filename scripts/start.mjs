#!/usr/bin/env node
// `npm start`: the docs dev server on http://localhost:3000 and the feedback service on
// http://127.0.0.1:3001 together, so the feedback widget works end to end on a fresh machine.
import { spawn } from 'node:child_process';

const children = [];

function run(name, command, args, env = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (name === 'site') {
      for (const other of children) if (other !== child) other.kill('SIGTERM');
      process.exit(code ?? (signal ? 1 : 0));
    } else if (code) {
      console.warn(
        `\nThe feedback service stopped (exit ${code}); the site keeps running and the widget will report failures.`,
      );
    }
  });
  return child;
}

run('feedback', process.execPath, ['server/feedback/start.cjs'], {
  FEEDBACK_ALLOWED_ORIGIN: process.env.FEEDBACK_ALLOWED_ORIGIN ?? 'http://localhost:3000,http://127.0.0.1:3000',
});
run('site', 'npx', ['docusaurus', 'start', '--port', '3000', '--no-open', ...process.argv.slice(2)]);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
