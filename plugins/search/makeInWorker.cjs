// The search index, made in a worker thread of the build (see makeInWorker in index.ts). The code
// is TypeScript, as the plugins are; jiti compiles it as Docusaurus loads them.
const { parentPort, workerData } = require('node:worker_threads');
const { makeSearchIndex } = require('jiti')(__filename)('./pages.ts');

parentPort.postMessage(makeSearchIndex(workerData.outDir, workerData.options));
