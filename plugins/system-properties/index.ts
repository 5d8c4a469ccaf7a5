import type { Plugin } from '@docusaurus/types';
import { systemPropertyRows, type SxConfigEntry, type SystemPropertyRow } from '../../src/lib/systemProperties';

export const SYSTEM_PROPERTIES_PLUGIN = 'system-properties';

interface SystemModule {
  unstable_defaultSxConfig: Record<string, SxConfigEntry>;
  unstable_styleFunctionSx: (props: { sx: Record<string, unknown>; theme: unknown }) => Record<string, unknown>;
  createTheme: (options: { spacing: number }) => unknown;
}

/** Every system property of the installed `@mui/system`, as its properties page lists them. */
export function installedSystemProperties(): SystemPropertyRow[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the installed library, read at build time
  const system = require('@mui/system') as SystemModule;
  const themes = new Map<number, unknown>();
  const themeWith = (spacing: number) => {
    if (!themes.has(spacing)) themes.set(spacing, system.createTheme({ spacing }));
    return themes.get(spacing);
  };
  return systemPropertyRows(system.unstable_defaultSxConfig, (prop, value, spacing) =>
    system.unstable_styleFunctionSx({ sx: { [prop]: value }, theme: themeWith(spacing) }),
  );
}

/** Writes `@generated/system-properties/default/properties.json` for the System properties page. */
export default function systemPropertiesPlugin(): Plugin<SystemPropertyRow[]> {
  return {
    name: SYSTEM_PROPERTIES_PLUGIN,
    async loadContent() {
      return installedSystemProperties();
    },
    async contentLoaded({ content, actions }) {
      await actions.createData('properties.json', JSON.stringify(content));
    },
  };
}
