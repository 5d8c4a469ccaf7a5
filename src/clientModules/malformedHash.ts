// Keeps a malformed URL hash (`#%`, `#%E0%A4%A`) from crashing an open page. Docusaurus's router
// runs `decodeURIComponent` on the hash after every in-app navigation (ClientLifecyclesDispatcher,
// not swizzlable) and throws on a malformed one, which the error boundary shows as "This page
// crashed". A hash typed into the address bar, or reached with Back, arrives as a popstate event:
// this listener runs before the router's (capturing listeners on the target run first) and
// swaps the hash for one that decodes to the same text, so the router never sees it malformed.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { repairedHash } from '../lib/safeDecode';

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener(
    'popstate',
    () => {
      const hash = repairedHash(window.location.hash);
      if (hash !== null) window.history.replaceState(window.history.state, '', hash);
    },
    { capture: true },
  );
}
