import { measureCommand } from './process-memory.mjs';

describe('measureCommand', () => {
  it('reports the time and the peak memory of a command and its children', async () => {
    // A child process that holds about 60 MB for half a second.
    const script = 'const b = Buffer.alloc(60 * 1024 * 1024, 1); setTimeout(() => b.length, 500);';
    const { seconds, peakBytes } = await measureCommand(process.execPath, ['-e', script], {
      cwd: __dirname,
      sampleMs: 50,
    });
    expect(seconds).toBeGreaterThan(0.4);
    expect(peakBytes).toBeGreaterThan(60 * 1024 * 1024);
  });

  it('reports the CPU time the command used, not its wall time', async () => {
    // Busy for about 400 ms, then idle for 400 ms.
    const script = 'const end = Date.now() + 400; while (Date.now() < end); setTimeout(() => {}, 400);';
    const { seconds, cpuSeconds } = await measureCommand(process.execPath, ['-e', script], { cwd: __dirname });
    expect(seconds).toBeGreaterThan(0.8);
    expect(cpuSeconds).toBeGreaterThan(0.3);
    expect(cpuSeconds).toBeLessThan(seconds - 0.3);
  });

  it('fails naming the command when it fails', async () => {
    await expect(measureCommand(process.execPath, ['-e', 'process.exit(3)'], { cwd: __dirname })).rejects.toThrow(
      'failed with exit code 3',
    );
  });
});
