// What the Lighthouse bench runs: the categories, the presets and how many runs per series.

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const PRESETS = ['mobile', 'desktop'];
export const DEFAULT_RUNS = 3;

/**
 * Reads `--no-lighthouse` and `--lighthouse-runs=N` (or LIGHTHOUSE_RUNS) from the command line.
 * @param {string[]} argv @param {Record<string, string | undefined>} [env]
 */
export function lighthouseOptions(argv, env = {}) {
  if (argv.includes('--no-lighthouse')) return { enabled: false, runs: 0 };
  const flag = argv.find((arg) => arg.startsWith('--lighthouse-runs='));
  const raw = flag ? flag.slice('--lighthouse-runs='.length) : env.LIGHTHOUSE_RUNS;
  if (raw === undefined || raw === '') return { enabled: true, runs: DEFAULT_RUNS };
  const runs = Number(raw);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--lighthouse-runs needs a whole number of at least 1, got "${raw}"`);
  return { enabled: true, runs };
}
