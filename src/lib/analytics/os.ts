export type OsName = 'macOS' | 'Windows' | 'Linux' | 'iOS' | 'Android' | 'ChromeOS' | 'unknown';

// Order matters: Android and ChromeOS user agents also say "Linux", and iOS ones say "like Mac OS X".
const USER_AGENT_RULES: ReadonlyArray<readonly [RegExp, OsName]> = [
  [/iPhone|iPad|iPod/i, 'iOS'],
  [/Android/i, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/i, 'Windows'],
  [/Macintosh|Mac OS X/i, 'macOS'],
  [/Linux|X11/i, 'Linux'],
];

// navigator.platform / userAgentData.platform values; only consulted when the user agent says nothing.
const PLATFORM_RULES: ReadonlyArray<readonly [RegExp, OsName]> = [
  [/^(iPhone|iPad|iPod)/i, 'iOS'],
  [/Android/i, 'Android'],
  [/Chrome ?OS|CrOS/i, 'ChromeOS'],
  [/^Win/i, 'Windows'],
  [/^Mac/i, 'macOS'],
  [/Linux/i, 'Linux'],
];

export function detectOs(userAgent: string | null | undefined, platform?: string | null): OsName {
  return matchRules(USER_AGENT_RULES, userAgent) ?? matchRules(PLATFORM_RULES, platform) ?? 'unknown';
}

function matchRules(rules: ReadonlyArray<readonly [RegExp, OsName]>, text: string | null | undefined): OsName | null {
  if (!text) return null;
  const rule = rules.find(([pattern]) => pattern.test(text));
  return rule ? rule[1] : null;
}
