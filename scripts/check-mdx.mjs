#!/usr/bin/env node
// Compiles MDX pages the way the site's MDX parser reads them and names the file and line of
// every syntax error, in a second rather than a full build: `node scripts/check-mdx.mjs docs/material-ui`.
// The front matter is read with Docusaurus' own parser and must hold a title, a description and a slug.
import fs from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { DEFAULT_PARSE_FRONT_MATTER } from '@docusaurus/utils';

const REQUIRED_FRONT_MATTER = ['title', 'description', 'slug'];

/** @param {string} file @param {string} source @returns {Promise<string | undefined>} what is wrong, if anything */
async function frontMatterProblem(file, source) {
  try {
    const { frontMatter } = await DEFAULT_PARSE_FRONT_MATTER({ filePath: file, fileContent: source });
    const missing = REQUIRED_FRONT_MATTER.filter((key) => typeof frontMatter[key] !== 'string' || !frontMatter[key]);
    return missing.length > 0 ? `front matter lacks ${missing.join(', ')}` : undefined;
  } catch (caught) {
    // js-yaml's message names the line and column inside the front matter.
    return `front matter: ${/** @type {Error} */ (caught).message.split('\n')[0]}`;
  }
}

/** @param {string} target a file or folder @returns {string[]} */
function mdxFiles(target) {
  if (fs.statSync(target).isFile()) return [target];
  return fs
    .readdirSync(target, { withFileTypes: true })
    .flatMap((entry) => mdxFiles(path.join(target, entry.name)))
    .filter((file) => file.endsWith('.mdx'));
}

const targets = process.argv.slice(2);
if (targets.length === 0) {
  console.error('Usage: node scripts/check-mdx.mjs <file or folder> [...]');
  process.exit(2);
}
let failures = 0;
for (const file of targets.flatMap(mdxFiles)) {
  const source = fs.readFileSync(file, 'utf8');
  const problem = await frontMatterProblem(file, source);
  if (problem) {
    failures += 1;
    console.error(`${file} ${problem}`);
    continue;
  }
  try {
    // `## Title {#custom-id}` is Docusaurus syntax (mdx1Compat.headingIds), not MDX's.
    await compile(source.replace(/^(#{1,6} .*?)\s*\{#[\w-]+\}\s*$/gm, '$1'));
  } catch (caught) {
    failures += 1;
    // A VFileMessage: the reason and where in the file.
    const error = /** @type {Error & { line?: number, column?: number, reason?: string }} */ (caught);
    const where = error.line ? `${file}:${error.line}:${error.column ?? 1}` : file;
    console.error(`${where} ${error.reason ?? error.message}`);
  }
}
console.log(failures === 0 ? 'MDX: every page compiles' : `MDX: ${failures} page(s) failed`);
process.exit(failures === 0 ? 0 : 1);
