// `npm start` only: the demo type checker (typeCheck.ts) on a worker thread of its own, so that
// its checks (the first takes many seconds) never hold the bundler, which runs loaders on the
// main thread. See typeErrors.ts for how its answers reach the page.
const os = require('node:os');
const { parentPort, workerData } = require('node:worker_threads');

// On Linux a nice value belongs to a thread: this lowers the checker's priority, not the dev
// server's, so compiling the page a reader waits for comes first.
try {
  os.setPriority(19);
} catch {
  // Not permitted here: the checker runs at the dev server's priority.
}

// The checker is TypeScript, as the plugins are; jiti compiles it as Docusaurus loads them.
const { createDemoTypeChecker } = require('jiti')(__filename)('./typeCheck.ts');

const checker = createDemoTypeChecker(workerData.siteDir);
parentPort.on('message', ({ file, text }) => {
  try {
    parentPort.postMessage({ problem: checker.firstProblem(file, text) });
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
