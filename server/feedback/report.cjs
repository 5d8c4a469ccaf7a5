'use strict';
// Prints the feedback report: node server/feedback/report.cjs
require('./register-ts.cjs');

try {
  require('../../scripts/feedback-report.ts').main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
