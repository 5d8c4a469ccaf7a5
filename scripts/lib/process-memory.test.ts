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
    // Uses 200 ms of CPU (however long that takes on a loaded machine), then idles for 400 ms.
    const script =
      'const start = process.cpuUsage(); while (process.cpuUsage(start).user < 200000); setTimeout(() => {}, 400);';
    const { seconds, cpuSeconds } = await measureCommand(process.execPath, ['-e', script], { cwd: __dirname });
    expect(cpuSeconds).toBeGreaterThan(0.2);
    expect(cpuSeconds).toBeLessThan(seconds - 0.3);
  }, 30_000);

  it('fails naming the command when it fails', async () => {
    await expect(measureCommand(process.execPath, ['-e', 'process.exit(3)'], { cwd: __dirname })).rejects.toThrow(
      'failed with exit code 3',
    );
  });
});
