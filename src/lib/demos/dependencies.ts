/**
 * Which npm packages a demo needs, from the module specifiers it imports. Versions are not
 * decided here: the demos loader reads them from the installed packages at build time.
 */

/** `@mui/material/Button` -> `@mui/material`, `react-dom/client` -> `react-dom`; null for relative paths. */
export function packageOfSpecifier(specifier: string): string | null {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return null;
  const parts = specifier.split('/');
  if (specifier.startsWith('@')) return parts.length >= 2 && parts[1] ? `${parts[0]}/${parts[1]}` : null;
  return parts[0] || null;
}

/**
 * Packages a library needs beside it to run in a fresh project. Material UI, Joy UI and MUI
 * System declare Emotion as optional peers (the styling engine can be swapped), so the table
 * says what the documented default setup installs.
 */
export const COMPANION_PACKAGES: Readonly<Record<string, readonly string[]>> = {
  '@mui/material': ['@emotion/react', '@emotion/styled'],
  '@mui/joy': ['@emotion/react', '@emotion/styled'],
  '@mui/system': ['@emotion/react', '@emotion/styled'],
  '@mui/icons-material': ['@mui/material', '@emotion/react', '@emotion/styled'],
  '@mui/x-data-grid': ['@mui/material', '@emotion/react', '@emotion/styled'],
  '@emotion/styled': ['@emotion/react'],
};

/** Every demo renders with React in the browser. */
export const BASE_PACKAGES: readonly string[] = ['react', 'react-dom'];

/** What the TypeScript variant of a sandbox adds: the compiler and React's types. */
export const TYPESCRIPT_PACKAGES: readonly string[] = ['typescript', '@types/react', '@types/react-dom'];

/** The runtime packages for a set of imported specifiers, companions included, sorted. */
export function runtimePackages(specifiers: Iterable<string>): string[] {
  const packages = new Set<string>(BASE_PACKAGES);
  const pending: string[] = [];
  for (const specifier of specifiers) {
    const name = packageOfSpecifier(specifier);
    if (name) pending.push(name);
  }
  while (pending.length > 0) {
    const name = pending.pop() as string;
    if (packages.has(name) && !BASE_PACKAGES.includes(name)) continue;
    packages.add(name);
    for (const companion of COMPANION_PACKAGES[name] ?? []) if (!packages.has(companion)) pending.push(companion);
  }
  return [...packages].sort();
}

/** Picks `names` from `versions`, failing loudly when one is missing (a demo imports something not installed). */
export function pickVersions(
  names: readonly string[],
  versions: Readonly<Record<string, string>>,
): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const name of names) {
    const version = versions[name];
    if (!version) throw new Error(`No installed version of "${name}" was found: add it to package.json.`);
    picked[name] = version;
  }
  return picked;
}
