import * as React from 'react';
import { createPortal } from 'react-dom';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';

interface ShadowSetup {
  container: HTMLDivElement;
  cache: EmotionCache;
  theme: Theme;
}

interface ShadowRootProviderProps {
  /** Prefix of the class names; each Emotion cache on a page needs its own. */
  cacheKey: string;
  /** Space kept for the content while the host is still empty, in pixels. */
  minHeight?: number;
  children: React.ReactNode;
}

/**
 * Renders its children inside a shadow root, with the styles and the popups
 * (menus, popovers, dialogs, tooltips) kept inside it.
 */
export default function ShadowRootProvider({
  cacheKey,
  minHeight,
  children,
}: ShadowRootProviderProps) {
  const hostRef = React.useRef<HTMLDivElement>(null);
  // null on the server and in the first render in the browser: the host stays empty.
  const [setup, setSetup] = React.useState<ShadowSetup | null>(null);

  React.useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    // A host gets only one shadow root: reuse it when React runs the effect again.
    const shadowRoot = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    shadowRoot.appendChild(container);

    setSetup({
      container,
      // Emotion writes its <style> elements into the shadow root instead of <head>.
      cache: createCache({ key: cacheKey, container: shadowRoot }),
      // Popups open in the shadow root instead of at the end of <body>.
      theme: createTheme({
        components: {
          MuiPopover: { defaultProps: { container } },
          MuiPopper: { defaultProps: { container } },
          MuiModal: { defaultProps: { container } },
        },
      }),
    });
    return () => {
      container.remove();
    };
  }, [cacheKey]);

  return (
    <div ref={hostRef} style={{ minHeight }}>
      {setup &&
        createPortal(
          <CacheProvider value={setup.cache}>
            <ThemeProvider theme={setup.theme}>{children}</ThemeProvider>
          </CacheProvider>,
          setup.container,
        )}
    </div>
  );
}
