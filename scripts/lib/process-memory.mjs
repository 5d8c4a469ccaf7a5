// Peak memory of a command and every process it starts, read from /proc while it runs (Linux):
// a Docusaurus build spreads its work over child processes, so one process's peak says too little.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';

/**
 * CPU seconds (user + system) of this process's ended and reaped children, their own reaped
 * children included (`cutime` + `cstime` of /proc/self/stat). On a machine shared with other
 * builds the wall time swings with the load; the CPU time a build needs moves far less.
 */
export function reapedChildrenCpuSeconds() {
  const stat = fs.readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // Fields 16 and 17 of proc(5), counted from the state field (3).
  return (Number(fields[13]) + Number(fields[14])) / clockTicksPerSecond();
}

/** @type {number | undefined} */
let ticksPerSecond;
function clockTicksPerSecond() {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  return ticksPerSecond;
}

/** Resident memory, in bytes, of every process in process group `group`. @param {number} group */
export function groupResidentBytes(group) {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces) start after the last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) !== group) continue;
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      const rss = /^VmRSS:\s+(\d+) kB$/m.exec(status);
      if (rss) total += Number(rss[1]) * 1024;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

/**
 * Runs `command` in its own process group and resolves with its wall time, CPU time and peak
 * memory. Run one command at a time: the CPU time counts every child this process reaps meanwhile.
 * @param {string} command @param {string[]} args @param {{ cwd: string, env?: NodeJS.ProcessEnv, sampleMs?: number }} options
 * @returns {Promise<{ seconds: number, cpuSeconds: number, peakBytes: number }>}
 */
export function measureCommand(command, args, { cwd, env = process.env, sampleMs = 250 }) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const cpuBefore = reapedChildrenCpuSeconds();
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
    let peakBytes = 0;
    const sample = () => {
      if (child.pid) peakBytes = Math.max(peakBytes, groupResidentBytes(child.pid));
    };
    const timer = setInterval(sample, sampleMs);
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on('exit', (code) => {
      clearInterval(timer);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const cpuSeconds = reapedChildrenCpuSeconds() - cpuBefore;
      if (code === 0) resolve({ seconds, cpuSeconds, peakBytes });
      else reject(new Error(`${command} ${args.join(' ')} in ${cwd} failed with exit code ${code}.`));
    });
  });
}
