/**
 * One limit for all clients together: the rate limit stops one client, this stops a crowd of them (or one
 * client with many addresses) from filling the disk. Counted per UTC day.
 */

export interface DailyCapOptions {
  cap: number;
  now: () => Date;
  /** Submissions already stored since `isoTime`, so a restart does not reset the day's count. */
  countSince: (isoTime: string) => number;
}

export type Reservation =
  | { ok: true; /** Gives the slot back when the write failed. */ release(): void }
  | { ok: false; message: string; retryAfterSeconds: number };

export interface DailyCap {
  /** Takes a slot before the write starts, so concurrent writes cannot overshoot the cap. */
  reserve(): Reservation;
}

const DAY_MS = 86_400_000;

function utcDayStart(time: Date): number {
  return Math.floor(time.getTime() / DAY_MS) * DAY_MS;
}

export function createDailyCap({ cap, now, countSince }: DailyCapOptions): DailyCap {
  let day: number | null = null;
  let used = 0;

  return {
    reserve() {
      const time = now();
      const today = utcDayStart(time);
      if (day !== today) {
        used = countSince(new Date(today).toISOString());
        day = today;
      }
      if (used >= cap) {
        const tomorrow = new Date(today + DAY_MS);
        return {
          ok: false,
          message:
            `the feedback service has reached its limit of ${cap} submissions for today (UTC); ` +
            `it accepts feedback again from ${tomorrow.toISOString()}`,
          retryAfterSeconds: Math.max(1, Math.ceil((tomorrow.getTime() - time.getTime()) / 1000)),
        };
      }
      used += 1;
      let released = false;
      return {
        ok: true,
        release() {
          if (released || day !== today) return;
          released = true;
          used -= 1;
        },
      };
    },
  };
}
