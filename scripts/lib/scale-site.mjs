// The synthetic content of `npm run bench:scale`: a copy of the site with N extra pages of D
// demos each, so build time and memory can be read as a curve against plain Docusaurus building
// the same pages. Pages are deterministic, so two runs build the same content.
import fs from 'node:fs';
import path from 'node:path';

/** Where the synthetic pages go inside the copy's docs: an internal area, outside every sidebar. */
export const SCALE_DOCS_DIR = path.join('docs', 'docs-infra', 'scale');

const WORDS = (
  'grid column row filter sort theme palette button dialog layout spacing token variant density ' +
  'contrast focus keyboard label select slider switch badge chip avatar list table menu tooltip ' +
  'drawer tabs stepper snackbar skeleton card sheet stack container breakpoint typography shadow'
).split(' ');

/** A deterministic paragraph of about `count` words for page `seed`. @param {number} seed @param {number} count */
export function paragraph(seed, count) {
  const words = [];
  let state = seed * 7919 + 17;
  for (let index = 0; index < count; index += 1) {
    state = (state * 1103515245 + 12345) % 2147483648;
    words.push(WORDS[state % WORDS.length]);
  }
  const text = words.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

/** @param {number} page @param {number} demo */
export const demoName = (page, demo) => `ScalePage${page}Demo${demo}`;

/** The MDX of synthetic page `page` with `demos` live demos. @param {number} page @param {number} demos */
export function scalePage(page, demos) {
  const sections = [];
  for (let section = 0; section < Math.max(3, demos); section += 1) {
    sections.push(`## Section ${section + 1}\n\n${paragraph(page * 100 + section, 90)}`);
    if (section < demos) sections.push(`<Demo name="${demoName(page, section)}" />`);
  }
  return [
    '---',
    `title: Scale page ${page}`,
    `description: Synthetic page ${page} of the scale bench, with ${demos} demos and about three hundred words.`,
    `slug: /scale/page-${page}/`,
    '---',
    '',
    paragraph(page, 40),
    '',
    sections.join('\n\n'),
    '',
  ].join('\n');
}

/** A small Material UI demo, as writers write them. @param {string} name */
export function scaleDemo(name) {
  return `import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ${name}() {
  const [count, setCount] = React.useState(0);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="contained" onClick={() => setCount((value) => value + 1)}>
        Add one
      </Button>
      <Typography>{count} clicks</Typography>
    </Stack>
  );
}
`;
}

/**
 * Writes `pages` synthetic pages of `demos` demos each under the site copy's docs.
 * @param {string} siteDir @param {number} pages @param {number} demos
 */
export function writeScalePages(siteDir, pages, demos) {
  const root = path.join(siteDir, SCALE_DOCS_DIR);
  fs.rmSync(root, { recursive: true, force: true });
  for (let page = 0; page < pages; page += 1) {
    const dir = path.join(root, `page-${page}`);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `page-${page}.mdx`), scalePage(page, demos));
    for (let demo = 0; demo < demos; demo += 1) {
      fs.writeFileSync(path.join(dir, `${demoName(page, demo)}.tsx`), scaleDemo(demoName(page, demo)));
    }
  }
}

/** `--pages=100,300` -> [100, 300]; the default when the flag is absent. @param {string[]} argv @param {string} flag @param {number[]} fallback */
export function listFlag(argv, flag, fallback) {
  const raw = argv.find((arg) => arg.startsWith(`--${flag}=`));
  if (!raw) return fallback;
  const values = raw
    .slice(flag.length + 3)
    .split(',')
    .map(Number);
  if (values.some((value) => !Number.isInteger(value) || value < 0)) {
    throw new Error(`--${flag} takes whole numbers separated by commas, as in --${flag}=100,300.`);
  }
  return values;
}
