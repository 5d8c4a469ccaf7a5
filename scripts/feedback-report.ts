// Prints page feedback from the SQLite file: node server/feedback/report.cjs
// (reads FEEDBACK_DB, default <repo>/.data/feedback.sqlite).
import fs from 'node:fs';
import { loadConfig } from '../server/feedback/config';
import { openStore } from '../server/feedback/store';
import { EMPTY_REPORT, formatReport } from '../server/feedback/report-format';

export function main(env: NodeJS.ProcessEnv = process.env): void {
  const { dbPath } = loadConfig(env);
  // A report should not create the database as a side effect.
  if (!fs.existsSync(dbPath)) {
    console.log(`${EMPTY_REPORT} (no database at ${dbPath})`);
    return;
  }
  const store = openStore(dbPath);
  try {
    console.log(formatReport(store.summary({ latestCommentsLimit: 20 })));
  } finally {
    store.close();
  }
}
