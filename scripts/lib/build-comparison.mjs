// The cold-build line of `npm run bench`: this site next to plain Docusaurus building the same
// Markdown (issue 22 measured 44 s against 16 s, 2.75×, at 306 pages).

/** @typedef {{ seconds: number, cpuSeconds: number, peakBytes: number }} BuildMeasure */

/** @param {number} bytes */
const mb = (bytes) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** @param {BuildMeasure} build */
const describe = (build) =>
  `${build.seconds.toFixed(1)} s (${build.cpuSeconds.toFixed(1)} s CPU, peak ${mb(build.peakBytes)})`;

/**
 * Lines comparing the two cold builds; ours is null when the bench measured an existing build/.
 * @param {BuildMeasure | null} ours @param {BuildMeasure} plain
 * @returns {string[]}
 */
export function coldBuildReport(ours, plain) {
  const lines = [`Plain Docusaurus cold build (same Markdown): ${describe(plain)}`];
  if (!ours) return lines;
  return [
    `Cold production build: ${describe(ours)}`,
    ...lines,
    `Cold build ratio, ours / plain: ${(ours.seconds / plain.seconds).toFixed(2)}× wall time, ` +
      `${(ours.cpuSeconds / plain.cpuSeconds).toFixed(2)}× CPU time (the steadier figure on a busy machine)`,
  ];
}
