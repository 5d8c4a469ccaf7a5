import { useEffect, useState } from 'react';
import { DEMO_SOURCE_UPDATE_EVENT, type DemoSourceUpdate } from '../../lib/demos/hotSources';
import type { CodeStyling, DemoLive, DemoSource, LoadedDemoVariant } from '../../lib/demos/types';

export type HotDemoSources = Partial<Record<CodeStyling, DemoSource | LoadedDemoVariant>>;

/**
 * In `npm start`, the latest sources of this demo's files as the writer saves them, by styling
 * (empty until a file changes, and always in production builds); `onLive` receives the System
 * preview built from the saved file.
 */
export function useHotDemoSources(name: string, onLive: (live: DemoLive) => void): HotDemoSources {
  const [sources, setSources] = useState<HotDemoSources>({});
  useEffect(() => {
    if (process.env.NODE_ENV === 'production') return undefined;
    const onUpdate = (event: Event) => {
      const { name: updated, source, loadLive } = (event as CustomEvent<DemoSourceUpdate>).detail;
      if (updated !== name) return;
      setSources((previous) => ({ ...previous, [source.styling]: source }));
      loadLive?.().then(
        (module) => onLive(module.default),
        (error: unknown) => console.error(`Could not load the updated ${name} demo.`, error),
      );
    };
    window.addEventListener(DEMO_SOURCE_UPDATE_EVENT, onUpdate);
    return () => window.removeEventListener(DEMO_SOURCE_UPDATE_EVENT, onUpdate);
  }, [name, onLive]);
  return sources;
}
