'use strict';
// Starts the feedback service: node server/feedback/start.cjs
require('./register-ts.cjs');

require('./main.ts')
  .main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
