import { CODE_STYLING_COOKIE } from '../lib/constants';
import {
  CODE_STYLING_COOKIE_VALUES,
  DEFAULT_CODE_STYLING,
  parseDemoHash,
  resolveCodeStyling,
} from '../lib/demos/variants';
import type { CodeStyling } from '../lib/demos/types';
import { createDemoPreference, type SetPreference } from './demoPreference';

export interface CodeStylingValue {
  /** How demos are styled in the code a reader sees: System, Tailwind or CSS. */
  codeStyling: CodeStyling;
  /** Switches every demo on every page, remembered in the `codeStyling` cookie unless `{ persist: false }` (a link's `#tailwind-Name`). */
  setCodeStyling: SetPreference<CodeStyling>;
}

/**
 * Code styling of demos (System, Tailwind or CSS). The server renders System; a hash such as
 * `#tailwind-Name.tsx` names one. A demo without the chosen styling shows its System code.
 */
const codeStylingPreference = createDemoPreference<CodeStyling>({
  label: 'code styling',
  providerName: 'CodeStylingProvider',
  cookie: CODE_STYLING_COOKIE,
  defaultValue: DEFAULT_CODE_STYLING,
  resolve: resolveCodeStyling,
  fromHash: (hash) => parseDemoHash(hash)?.codeStyling,
  // The cookie holds the name analytics reports (`MUI System`).
  cookieValue: (styling) => CODE_STYLING_COOKIE_VALUES[styling],
});

export const CodeStylingProvider = codeStylingPreference.Provider;

export function useCodeStyling(): CodeStylingValue {
  const [codeStyling, setCodeStyling] = codeStylingPreference.usePreference();
  return { codeStyling, setCodeStyling };
}
