import { useCallback, useRef, useState } from 'react';
import type { DemoModule, DemoSource } from '../../lib/demos/types';

/**
 * A demo's System source: at hand when the bundle carries it (server, `npm start`), otherwise
 * loaded once, the first time `ensure` is called (a reader reaches for the demo, opens, copies or
 * exports its code). A failed load is reported and may be retried.
 */
export function useSystemSource(demo: DemoModule, name: string) {
  const [source, setSource] = useState<DemoSource | null>(demo.system ?? null);
  const pending = useRef<Promise<DemoSource> | null>(null);

  const ensure = useCallback((): Promise<DemoSource> => {
    if (source) return Promise.resolve(source);
    pending.current ??= demo.loadSystem().then(
      (module) => {
        setSource(module.default);
        return module.default;
      },
      (error: unknown) => {
        pending.current = null;
        console.error(`Could not load the code of the ${name} demo.`, error);
        throw error;
      },
    );
    return pending.current;
  }, [demo, name, source]);

  /** Starts loading without waiting for it (errors are already reported by `ensure`). */
  const preload = useCallback(() => {
    ensure().catch(() => undefined);
  }, [ensure]);

  return { source, ensure, preload };
}
