import { useEffect } from 'react';
import type { ApiView } from '@site/src/lib/apiDocs/viewPreference';
import { idFromHash } from '@site/src/lib/safeDecode';

/** Opens the collapsed entry a URL hash points at (on load, on in-page navigation and when the layout changes). */
export function useOpenEntryForHash(view: ApiView): void {
  useEffect(() => {
    const open = () => {
      const id = idFromHash(window.location.hash);
      const target = id ? document.getElementById(id) : null;
      const details = target?.closest('details');
      if (details && !details.open) {
        details.open = true;
        target!.scrollIntoView();
      }
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, [view]);
}
