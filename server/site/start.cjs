'use strict';
// Serves the production build and the feedback API on one port: node server/site/start.cjs
require('../feedback/register-ts.cjs');

require('./main.ts')
  .main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
