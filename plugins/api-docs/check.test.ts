import type { ComponentApi, PackageApi } from '../../src/lib/apiDocs/types';
import { checkApiCoverage, describeRuntimeExports, type RuntimeExport } from './check';

const forwardRef = (render: unknown) => ({ $$typeof: Symbol.for('react.forward_ref'), render });

describe('describeRuntimeExports', () => {
  it('tells components from other capitalized exports', () => {
    class Legacy {
      static isLegacy = true;
    }
    (Legacy.prototype as unknown as { isReactComponent: object }).isReactComponent = {};
    const styled = Object.assign(() => null, { __emotion_real: {} });
    expect(
      describeRuntimeExports({
        Button: forwardRef(() => null),
        Memoized: { $$typeof: Symbol.for('react.memo') },
        Legacy,
        NoSsr: () => null,
        StepContext: { $$typeof: Symbol.for('react.context') },
        SliderRoot: styled,
        THEME_ID: '$$material',
        useThing: () => null,
        buttonClasses: {},
      }),
    ).toEqual([
      { name: 'Button', kind: 'forwardRef', styled: false },
      { name: 'Memoized', kind: 'memo', styled: false },
      { name: 'Legacy', kind: 'class', styled: false },
      { name: 'NoSsr', kind: 'function', styled: false },
      { name: 'StepContext', kind: 'context', styled: false },
      { name: 'SliderRoot', kind: 'function', styled: true },
    ]);
  });
});

function api(components: string[], skipped: PackageApi['skipped'] = [], errors: PackageApi['errors'] = []): PackageApi {
  return {
    packageName: '@mui/material',
    packageVersion: '6.1.6',
    area: 'material-ui',
    extractorHash: 'x',
    durationMs: 1,
    components: components.map((name) => ({ name }) as ComponentApi),
    skipped,
    errors,
  };
}

const pagePathOf = (_packageName: string, name: string) => `/material-ui/api/${name.toLowerCase()}/`;

describe('checkApiCoverage', () => {
  const runtime: RuntimeExport[] = [
    { name: 'Button', kind: 'forwardRef', styled: false },
    { name: 'NoSsr', kind: 'function', styled: false },
    { name: 'SliderRoot', kind: 'function', styled: false },
    { name: 'ThemeProvider', kind: 'function', styled: false },
    { name: 'StepContext', kind: 'context', styled: false },
  ];

  it('passes when every component has a page', () => {
    const report = checkApiCoverage({
      packages: [api(['Button', 'NoSsr'], [{ name: 'SliderRoot', reason: 'secondary export' }])],
      runtimeExports: new Map([['@mui/material', runtime]]),
      pagePathOf,
      builtPageExists: () => true,
    });
    expect(report.problems).toEqual([]);
    expect(report.counts).toEqual([
      { packageName: '@mui/material', packageVersion: '6.1.6', components: 2, skipped: 1 },
    ]);
  });

  it('reports components without a page, unclassified exports, extraction errors and missing built pages', () => {
    const report = checkApiCoverage({
      packages: [
        api(
          ['NoSsr'],
          [{ name: 'Button', reason: 'does not return a React element' }],
          [{ name: 'Tabs', message: 'boom' }],
        ),
      ],
      runtimeExports: new Map([['@mui/material', runtime]]),
      pagePathOf,
      builtPageExists: (path) => path !== '/material-ui/api/nossr/',
    });
    expect(report.problems).toEqual([
      { packageName: '@mui/material', name: 'Tabs', problem: 'extraction failed: boom' },
      {
        packageName: '@mui/material',
        name: 'Button',
        problem: 'exported component has no API page (extractor: does not return a React element)',
      },
      {
        packageName: '@mui/material',
        name: 'SliderRoot',
        problem: 'exported function was not classified by the extractor (no type declaration?)',
      },
      { packageName: '@mui/material', name: 'NoSsr', problem: 'no page at /material-ui/api/nossr/ in the build' },
    ]);
  });

  it('does not look at a build that is not there', () => {
    const report = checkApiCoverage({
      packages: [api(['Button', 'NoSsr', 'SliderRoot'])],
      runtimeExports: new Map([['@mui/material', runtime]]),
      pagePathOf,
    });
    expect(report.problems).toEqual([]);
  });
});
