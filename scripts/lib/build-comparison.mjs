// The build lines of `npm run bench`: this site's cold build next to plain Docusaurus building as
// many pages, and its warm rebuild next to its cold build, each against issue 22's target.
import fs from 'node:fs';
import path from 'node:path';

/** @typedef {{ seconds: number, cpuSeconds: number, peakBytes: number }} BuildMeasure */

/** Issue 22: a cold build takes at most 1.5× plain Docusaurus's, under 4 GB at its peak... */
export const COLD_RATIO_TARGET = 1.5;
export const PEAK_BYTES_TARGET = 4 * 1024 ** 3;
/** ...and a rebuild with the persistent cache at most half the cold build. */
export const WARM_RATIO_TARGET = 0.5;

/** A page a client-side redirect writes: nothing but a refresh to another URL. */
const REDIRECT_STUB = /<meta http-equiv="refresh"/;

/**
 * The HTML pages a build rendered, redirect stubs aside (ours writes one for every `/zh/` URL and
 * moved page; the baselines write none).
 * @param {string} buildDir
 */
export function renderedPageCount(buildDir) {
  let count = 0;
  for (const entry of fs.readdirSync(buildDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    if (!REDIRECT_STUB.test(fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))) count += 1;
  }
  return count;
}

/**
 * The line saying how many pages each build rendered: the ratios compare builds of as many pages.
 * @param {{ ours: number, plain: number, withDemos: number }} counts
 */
export function pageCountLine({ ours, plain, withDemos }) {
  return `Pages rendered (redirect stubs aside): ours ${ours}, plain ${plain}, plain with demos ${withDemos}`;
}

/** @param {number} bytes */
const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** @param {BuildMeasure} build */
const describe = (build) =>
  `${build.seconds.toFixed(1)} s (${build.cpuSeconds.toFixed(1)} s CPU, peak ${mb(build.peakBytes)})`;

/** @param {boolean} met */
const verdict = (met) => (met ? 'met' : 'NOT met');

/**
 * Lines comparing the builds; ours is null when the bench measured an existing build/, warm is
 * null when it did not rebuild.
 * @param {BuildMeasure | null} ours @param {BuildMeasure} plain @param {BuildMeasure | null} [warm]
 * @returns {string[]}
 */
export function coldBuildReport(ours, plain, warm = null) {
  const lines = [`Plain Docusaurus cold build (the same pages in Markdown): ${describe(plain)}`];
  if (!ours) return lines;
  const wallRatio = ours.seconds / plain.seconds;
  const warmRatio = warm && warm.seconds / ours.seconds;
  return [
    `Cold production build: ${describe(ours)}`,
    ...lines,
    `Cold build ratio, ours / plain: ${wallRatio.toFixed(2)}× wall time, ` +
      `${(ours.cpuSeconds / plain.cpuSeconds).toFixed(2)}× CPU time (the steadier figure on a busy machine); ` +
      `target ≤ ${COLD_RATIO_TARGET}×: ${verdict(wallRatio <= COLD_RATIO_TARGET)}`,
    `Cold build peak memory: ${mb(ours.peakBytes)}; target < ${mb(PEAK_BYTES_TARGET)}: ${verdict(ours.peakBytes < PEAK_BYTES_TARGET)}`,
    ...(warm && warmRatio !== null
      ? [
          `Warm rebuild (persistent cache): ${describe(warm)}, ${warmRatio.toFixed(2)}× the cold build; ` +
            `target ≤ ${WARM_RATIO_TARGET}×: ${verdict(warmRatio <= WARM_RATIO_TARGET)}`,
        ]
      : []),
  ];
}

/**
 * Lines for the second baseline: plain Docusaurus whose pages import and render the same demos
 * (scripts/lib/baseline-site.mjs), what stock Docusaurus pays for the live demos alone. Its ratio
 * to the Markdown baseline is the part of a cold build no work of ours can remove.
 * @param {BuildMeasure | null} ours @param {BuildMeasure} plain @param {BuildMeasure} withDemos
 * @returns {string[]}
 */
export function demosBaselineReport(ours, plain, withDemos) {
  const ratios = (/** @type {BuildMeasure} */ a, /** @type {BuildMeasure} */ b) =>
    `${(a.seconds / b.seconds).toFixed(2)}× wall time, ${(a.cpuSeconds / b.cpuSeconds).toFixed(2)}× CPU time`;
  return [
    `Plain Docusaurus with the same demos imported into its pages: ${describe(withDemos)}; ` +
      `${ratios(withDemos, plain)} the plain Markdown build`,
    ...(ours ? [`Cold build ratio, ours / plain with the same demos: ${ratios(ours, withDemos)}`] : []),
  ];
}
