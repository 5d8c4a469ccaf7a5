import type { ApiAreaId } from '../../../src/lib/apiDocs/types';
import type { ComponentExport } from './components';
import type { PackageProgram } from './program';

/** How a library names things; fixed per library, the same for all its components. */
export interface LibraryConventions {
  area: ApiAreaId;
  /** `MuiButton-root` → `Mui`; `base-Button-root` → `base-`. */
  classPrefix: string;
  /** `Mui-disabled` → `Mui-`; `base--disabled` → `base--`. */
  globalClassPrefix: string;
  /** Prefix of the theme `components` keys (`Mui`, `Joy`); absent when the library has none. */
  themePrefix?: string;
}

/** What extracting one component needs to know about the rest of its package. */
export interface PackageContext {
  packageProgram: PackageProgram;
  conventions: LibraryConventions;
  /** Keys of the library's theme `components` typing. */
  themeComponents: ReadonlySet<string>;
  /** Components by the top-level folder their declaration lives in. */
  componentsByFolder: ReadonlyMap<string, ComponentExport[]>;
  /** Exported names of components of the same library, by API page slug (for JSDoc links). */
  componentsBySlug: ReadonlyMap<string, string>;
}

/** `Unstable_NumberInput` → `NumberInput`. */
export function stripPrefix(name: string): string {
  return name.replace(/^(?:Unstable_|Experimental_)/, '');
}
