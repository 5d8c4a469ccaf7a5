import { coldBuildReport } from './build-comparison.mjs';

const MB = 1024 * 1024;

describe('coldBuildReport', () => {
  it('prints both cold builds and the ratio of wall and CPU time', () => {
    const ours = { seconds: 44, cpuSeconds: 80, peakBytes: 3000 * MB };
    const plain = { seconds: 16, cpuSeconds: 25, peakBytes: 900 * MB };
    expect(coldBuildReport(ours, plain)).toEqual([
      'Cold production build: 44.0 s (80.0 s CPU, peak 3000 MB)',
      'Plain Docusaurus cold build (same Markdown): 16.0 s (25.0 s CPU, peak 900 MB)',
      'Cold build ratio, ours / plain: 2.75× wall time, 3.20× CPU time (the steadier figure on a busy machine)',
    ]);
  });

  it('prints the baseline alone when the bench measured an existing build', () => {
    expect(coldBuildReport(null, { seconds: 16, cpuSeconds: 25, peakBytes: 900 * MB })).toEqual([
      'Plain Docusaurus cold build (same Markdown): 16.0 s (25.0 s CPU, peak 900 MB)',
    ]);
  });
});
