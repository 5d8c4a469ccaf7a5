/**
 * Which code a reader sees in demos (SPEC: code variant and code styling). The choice comes
 * from the URL hash when it names one (`#Name.js`, `#tailwind-Name.tsx`), else from the
 * `codeVariant` / `codeStyling` cookies, else the defaults (TS, System). Pure: callers pass
 * the hash and the cookie values.
 */
import { safeDecodeURIComponent } from '../safeDecode';
import type { CodeStyling, CodeVariant } from './types';

export const CODE_VARIANTS: readonly CodeVariant[] = ['TS', 'JS'];
export const CODE_STYLINGS: readonly CodeStyling[] = ['System', 'Tailwind', 'CSS'];
export const DEFAULT_CODE_VARIANT: CodeVariant = 'TS';
export const DEFAULT_CODE_STYLING: CodeStyling = 'System';

/** File extension of each code variant, as used in anchors. */
export const VARIANT_EXTENSIONS: Readonly<Record<CodeVariant, 'tsx' | 'js'>> = { TS: 'tsx', JS: 'js' };

/** Anchor prefix and source file infix of each styling (`tailwind-Name`, `Name.tailwind.tsx`). */
export const STYLING_KEYS: Readonly<Record<CodeStyling, 'system' | 'tailwind' | 'css'>> = {
  System: 'system',
  Tailwind: 'tailwind',
  CSS: 'css',
};

/**
 * What the `codeStyling` cookie stores for each styling: the names analytics reports
 * (src/clientModules/analytics.ts counts a missing cookie as 'MUI System').
 */
export const CODE_STYLING_COOKIE_VALUES: Readonly<Record<CodeStyling, string>> = {
  System: 'MUI System',
  Tailwind: 'Tailwind',
  CSS: 'CSS',
};

/** Accepts the stored spelling and any case (`js`, `Js`), so hand-edited cookies still work. */
export function parseCodeVariant(value: string | null | undefined): CodeVariant | null {
  const upper = value?.trim().toUpperCase();
  return CODE_VARIANTS.find((variant) => variant === upper) ?? null;
}

/** Reads a styling from a cookie (`MUI System`, `Tailwind`, `CSS`) or an anchor prefix (`system`, ...). */
export function parseCodeStyling(value: string | null | undefined): CodeStyling | null {
  const lower = value?.trim().toLowerCase();
  return (
    CODE_STYLINGS.find(
      (styling) => styling.toLowerCase() === lower || CODE_STYLING_COOKIE_VALUES[styling].toLowerCase() === lower,
    ) ?? null
  );
}

/** What a demo anchor asks for. Only the parts present in the hash are set. */
export interface DemoHash {
  /** The demo's name, e.g. `ButtonVariants`. */
  name: string;
  codeVariant?: CodeVariant;
  codeStyling?: CodeStyling;
}

const DEMO_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const STYLING_PREFIX = /^(system|tailwind|css)-/i;
const VARIANT_SUFFIX = /\.(tsx|js)$/i;

/**
 * Reads `#Name`, `#Name.js`, `#Name.tsx`, `#tailwind-Name.tsx`, `#css-Name.js`,
 * `#system-Name` ... Returns null when the hash cannot be a demo anchor.
 */
export function parseDemoHash(hash: string | null | undefined): DemoHash | null {
  if (!hash) return null;
  let rest = safeDecodeURIComponent(hash.startsWith('#') ? hash.slice(1) : hash);
  if (rest === null) return null;
  const result: Partial<DemoHash> = {};
  const prefix = STYLING_PREFIX.exec(rest);
  if (prefix) {
    result.codeStyling = parseCodeStyling(prefix[1]) ?? undefined;
    rest = rest.slice(prefix[0].length);
  }
  const suffix = VARIANT_SUFFIX.exec(rest);
  if (suffix) {
    result.codeVariant = suffix[1].toLowerCase() === 'js' ? 'JS' : 'TS';
    rest = rest.slice(0, -suffix[0].length);
  }
  if (!DEMO_NAME.test(rest)) return null;
  return { name: rest, ...result };
}

/** The hash's choice first, then the cookie's, then TS. */
export function resolveCodeVariant(hash: string | null | undefined, cookie: string | null | undefined): CodeVariant {
  return parseDemoHash(hash)?.codeVariant ?? parseCodeVariant(cookie) ?? DEFAULT_CODE_VARIANT;
}

/** The hash's choice first, then the cookie's, then System. */
export function resolveCodeStyling(hash: string | null | undefined, cookie: string | null | undefined): CodeStyling {
  return parseDemoHash(hash)?.codeStyling ?? parseCodeStyling(cookie) ?? DEFAULT_CODE_STYLING;
}

/** The styling a demo shows: the reader's choice when the demo has it, else System. */
export function effectiveStyling(chosen: CodeStyling, available: readonly CodeStyling[]): CodeStyling {
  return available.includes(chosen) ? chosen : DEFAULT_CODE_STYLING;
}

/** The anchor that opens `name` in one variant and styling, e.g. `tailwind-SliderStyled.js`. */
export function demoAnchor(name: string, variant?: CodeVariant, styling?: CodeStyling): string {
  const prefix = styling ? `${STYLING_KEYS[styling]}-` : '';
  const suffix = variant ? `.${VARIANT_EXTENSIONS[variant]}` : '';
  return `${prefix}${name}${suffix}`;
}

/** Every anchor that targets a demo with the given stylings (for the broken-anchor check). */
export function demoAnchors(name: string, stylings: readonly CodeStyling[]): string[] {
  const anchors = new Set<string>([name]);
  for (const variant of [undefined, ...CODE_VARIANTS]) {
    if (variant) anchors.add(demoAnchor(name, variant));
    for (const styling of stylings) anchors.add(demoAnchor(name, variant, styling));
  }
  return [...anchors];
}
