import { CODE_VARIANT_COOKIE } from '../lib/constants';
import { DEFAULT_CODE_VARIANT, parseDemoHash, resolveCodeVariant } from '../lib/demos/variants';
import type { CodeVariant } from '../lib/demos/types';
import { createDemoPreference, type SetPreference } from './demoPreference';

export interface CodeVariantValue {
  /** The language demos show their code in. */
  codeVariant: CodeVariant;
  /** Switches every demo on every page, remembered in the `codeVariant` cookie unless `{ persist: false }` (a link's `#Name.js`). */
  setCodeVariant: SetPreference<CodeVariant>;
}

/** Code variant of demos (TS or JS). The server renders TS; a hash such as `#Name.js` names one. */
const codeVariantPreference = createDemoPreference<CodeVariant>({
  label: 'code variant',
  providerName: 'CodeVariantProvider',
  cookie: CODE_VARIANT_COOKIE,
  defaultValue: DEFAULT_CODE_VARIANT,
  resolve: resolveCodeVariant,
  fromHash: (hash) => parseDemoHash(hash)?.codeVariant,
});

export const CodeVariantProvider = codeVariantPreference.Provider;

export function useCodeVariant(): CodeVariantValue {
  const [codeVariant, setCodeVariant] = codeVariantPreference.usePreference();
  return { codeVariant, setCodeVariant };
}
