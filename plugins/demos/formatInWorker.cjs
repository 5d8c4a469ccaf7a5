// The demo format worker (formatWorker.ts): formats each code it is sent with Prettier. The code is
// TypeScript, as the plugins are; jiti compiles it as Docusaurus loads them.
const { parentPort } = require('node:worker_threads');
const { formatJsHere } = require('jiti')(__filename)('./formatJs.ts');

parentPort.on('message', ({ id, code }) => {
  formatJsHere(code).then(
    (formatted) => parentPort.postMessage({ id, code: formatted }),
    (error) => parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) }),
  );
});
