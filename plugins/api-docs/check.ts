import type { PackageApi } from '../../src/lib/apiDocs/types';
import { COMPONENT_NAME } from './extract/components';

/**
 * Logic of `npm run api:check` (scripts/api-check.mjs): every component a library exports must
 * have an API page. The extractor's own output is cross-checked against the libraries' runtime
 * exports (what `require('@mui/material')` really exports) and, when there is a build, against
 * the pages in it.
 */

export type RuntimeKind = 'forwardRef' | 'memo' | 'class' | 'function' | 'context' | 'other';

export interface RuntimeExport {
  name: string;
  kind: RuntimeKind;
  /** An Emotion styled component (a styled slot exported for customization). */
  styled: boolean;
}

const REACT_TYPES: Record<string, RuntimeKind> = {
  'react.forward_ref': 'forwardRef',
  'react.memo': 'memo',
  'react.context': 'context',
  'react.provider': 'context',
};

function kindOf(value: unknown): RuntimeKind {
  if (typeof value === 'function') {
    const prototype = (value as { prototype?: { isReactComponent?: unknown } }).prototype;
    return prototype?.isReactComponent ? 'class' : 'function';
  }
  if (value && typeof value === 'object' && '$$typeof' in value) {
    const marker = (value as { $$typeof: unknown }).$$typeof;
    const description = typeof marker === 'symbol' ? (marker.description ?? '') : '';
    return REACT_TYPES[description] ?? 'other';
  }
  return 'other';
}

/** The capitalized exports of a loaded module, with what React would make of them. */
export function describeRuntimeExports(moduleExports: Record<string, unknown>): RuntimeExport[] {
  return Object.entries(moduleExports)
    .filter(([name]) => COMPONENT_NAME.test(name))
    .map(([name, value]) => {
      const marked = value as { __emotion_real?: unknown; __emotion_base?: unknown } | null;
      return {
        name,
        kind: kindOf(value),
        styled: Boolean(
          marked &&
          (typeof marked === 'object' || typeof marked === 'function') &&
          (marked.__emotion_real || marked.__emotion_base),
        ),
      };
    });
}

export interface CoverageProblem {
  packageName: string;
  name: string;
  problem: string;
}

export interface CoverageInput {
  packages: readonly PackageApi[];
  /** Runtime exports of each package root, by package name. */
  runtimeExports: ReadonlyMap<string, readonly RuntimeExport[]>;
  /** The API page paths, by package name and component name. */
  pagePathOf: (packageName: string, componentName: string) => string;
  /** Whether the build has a page at a path; omitted when there is no build to check. */
  builtPageExists?: (path: string) => boolean;
}

export interface CoverageReport {
  problems: CoverageProblem[];
  /** Documented components per package. */
  counts: { packageName: string; packageVersion: string; components: number; skipped: number }[];
}

export function checkApiCoverage({
  packages,
  runtimeExports,
  pagePathOf,
  builtPageExists,
}: CoverageInput): CoverageReport {
  const problems: CoverageProblem[] = [];
  for (const api of packages) {
    const documented = new Set(api.components.map((component) => component.name));
    const skipped = new Map(api.skipped.map((entry) => [entry.name, entry.reason]));
    const add = (name: string, problem: string) => problems.push({ packageName: api.packageName, name, problem });

    for (const error of api.errors) add(error.name, `extraction failed: ${error.message}`);

    for (const runtime of runtimeExports.get(api.packageName) ?? []) {
      if (documented.has(runtime.name) || /Provider$/.test(runtime.name) || runtime.styled) continue;
      if (runtime.kind === 'forwardRef' || runtime.kind === 'memo' || runtime.kind === 'class') {
        // Unambiguously a component: the extractor must not have skipped it.
        const reason = skipped.get(runtime.name);
        add(
          runtime.name,
          `exported component has no API page${reason ? ` (extractor: ${reason})` : ' (not found in the type declarations)'}`,
        );
      } else if (runtime.kind === 'function' && !skipped.has(runtime.name)) {
        add(runtime.name, 'exported function was not classified by the extractor (no type declaration?)');
      }
    }

    if (builtPageExists) {
      for (const component of api.components) {
        const path = pagePathOf(api.packageName, component.name);
        if (!builtPageExists(path)) add(component.name, `no page at ${path} in the build`);
      }
    }
  }
  return {
    problems,
    counts: packages.map((api) => ({
      packageName: api.packageName,
      packageVersion: api.packageVersion,
      components: api.components.length,
      skipped: api.skipped.length,
    })),
  };
}
