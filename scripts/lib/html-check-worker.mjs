// One of html:check's worker threads: validates the pages it is handed (workerData: { buildDir,
// files }) and posts back the failing ones, in the order it was given them.
import fs from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { HtmlValidate, StaticConfigLoader } from 'html-validate';
import { htmlValidateConfig, pageProblems } from './html-check.mjs';

/** @type {{ buildDir: string, files: string[] }} */
const { buildDir, files } = workerData;
// A static loader: the rules come from html-check.mjs only, never from a stray .htmlvalidate.json
// somewhere up the tree.
const validator = new HtmlValidate(new StaticConfigLoader(htmlValidateConfig()));

const failures = [];
for (const file of files) {
  const fullPath = path.join(buildDir, file);
  if (!fs.existsSync(fullPath)) {
    const missing = 'the sitemap lists this page but the build has no such file';
    failures.push({ file, problems: [{ ruleId: 'missing-file', message: missing, line: 0, column: 0 }] });
    continue;
  }
  const problems = pageProblems(validator, fs.readFileSync(fullPath, 'utf8'), file);
  if (problems.length > 0) failures.push({ file, problems });
}
parentPort?.postMessage(failures);
