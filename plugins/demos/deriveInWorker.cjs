// Derives demo JavaScript ahead of the bundler (see deriveAhead.ts). The code is TypeScript, as
// the plugins are; jiti compiles it as Docusaurus loads them.
const { parentPort, workerData } = require('node:worker_threads');
const { deriveFiles } = require('jiti')(__filename)('./deriveAhead.ts');

deriveFiles(workerData.files, (entries) => parentPort.postMessage(entries));
