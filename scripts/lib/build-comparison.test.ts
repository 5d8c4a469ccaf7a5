import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { coldBuildReport, demosBaselineReport, pageCountLine, renderedPageCount } from './build-comparison.mjs';

const MB = 1024 * 1024;
const plain = { seconds: 16, cpuSeconds: 25, peakBytes: 900 * MB };

describe('coldBuildReport', () => {
  it('prints both cold builds, their ratio and peak memory against the targets', () => {
    const ours = { seconds: 44, cpuSeconds: 80, peakBytes: 3000 * MB };
    expect(coldBuildReport(ours, plain)).toEqual([
      'Cold production build: 44.0 s (80.0 s CPU, peak 3000 MB)',
      'Plain Docusaurus cold build (the same pages in Markdown): 16.0 s (25.0 s CPU, peak 900 MB)',
      'Cold build ratio, ours / plain: 2.75× wall time, 3.20× CPU time (the steadier figure on a busy machine); target ≤ 1.5×: NOT met',
      'Cold build peak memory: 3000 MB; target < 4096 MB: met',
    ]);
  });

  it('says a target is met at its limit and missed beyond it', () => {
    const ours = { seconds: 24, cpuSeconds: 30, peakBytes: 4096 * MB };
    const [, , ratio, peak] = coldBuildReport(ours, plain);
    expect(ratio).toMatch(/1\.50× wall time.*target ≤ 1\.5×: met$/);
    expect(peak).toBe('Cold build peak memory: 4096 MB; target < 4096 MB: NOT met');
  });

  it('prints the warm rebuild as a share of the cold build', () => {
    const ours = { seconds: 70, cpuSeconds: 105, peakBytes: 4200 * MB };
    const warm = { seconds: 31.5, cpuSeconds: 45, peakBytes: 3300 * MB };
    expect(coldBuildReport(ours, plain, warm).at(-1)).toBe(
      'Warm rebuild (persistent cache): 31.5 s (45.0 s CPU, peak 3300 MB), 0.45× the cold build; target ≤ 0.5×: met',
    );
    expect(coldBuildReport(ours, plain, { ...warm, seconds: 36 }).at(-1)).toMatch(
      /0\.51× the cold build; target ≤ 0\.5×: NOT met$/,
    );
  });

  it('prints the baseline alone when the bench measured an existing build', () => {
    expect(coldBuildReport(null, plain)).toEqual([
      'Plain Docusaurus cold build (the same pages in Markdown): 16.0 s (25.0 s CPU, peak 900 MB)',
    ]);
  });
});

describe('demosBaselineReport', () => {
  const withDemos = { seconds: 32, cpuSeconds: 50, peakBytes: 2000 * MB };

  it('prints the demos baseline against the Markdown one, and ours against it', () => {
    const ours = { seconds: 44, cpuSeconds: 80, peakBytes: 3000 * MB };
    expect(demosBaselineReport(ours, plain, withDemos)).toEqual([
      'Plain Docusaurus with the same demos imported into its pages: 32.0 s (50.0 s CPU, peak 2000 MB); 2.00× wall time, 2.00× CPU time the plain Markdown build',
      'Cold build ratio, ours / plain with the same demos: 1.38× wall time, 1.60× CPU time',
    ]);
  });

  it('prints the baselines alone when the bench measured an existing build', () => {
    expect(demosBaselineReport(null, plain, withDemos)).toHaveLength(1);
  });
});

describe('renderedPageCount', () => {
  it('counts the HTML pages of a build in every folder, redirect stubs aside', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rendered-pages-'));
    const write = (file: string, html: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), html);
    };
    write('index.html', '<html><body><h1>Home</h1></body></html>');
    write('material-ui/api/button/index.html', '<html><body><h1>Button API</h1></body></html>');
    write(
      'zh/material-ui/index.html',
      '<html><head><meta http-equiv="refresh" content="0; url=/material-ui/"></head></html>',
    );
    write('assets/js/main.js', 'console.log("not a page")');
    fs.mkdirSync(path.join(dir, 'assets', 'folder.html'));
    expect(renderedPageCount(dir)).toBe(2);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('pageCountLine', () => {
  it('names the count of every build', () => {
    expect(pageCountLine({ ours: 599, plain: 598, withDemos: 598 })).toBe(
      'Pages rendered (redirect stubs aside): ours 599, plain 598, plain with demos 598',
    );
  });
});
