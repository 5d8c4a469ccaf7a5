// `npm start` only: the demo type checker (typeCheck.ts) in a process of its own, which
// typeErrors.ts starts at the lowest priority, so that its checks (the first takes many seconds)
// never hold the bundler. Answers one check per message, in order.
const siteDir = process.argv[2];

// The checker is TypeScript, as the plugins are; jiti compiles it as Docusaurus loads them.
const { createDemoTypeChecker } = require('jiti')(__filename)('./typeCheck.ts');

const checker = createDemoTypeChecker(siteDir);
process.on('message', ({ file, text }) => {
  try {
    process.send({ problem: checker.firstProblem(file, text) });
  } catch (error) {
    process.send({ error: error instanceof Error ? error.message : String(error) });
  }
});
// The dev server went away: nothing is left to answer.
process.on('disconnect', () => process.exit(0));
