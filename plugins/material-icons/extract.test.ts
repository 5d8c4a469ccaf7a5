import path from 'node:path';
import { iconPackageDir, parseIconModule, readIconPackage } from './extract';

const HEADER = `"use client";

import createSvgIcon from "./utils/createSvgIcon.js";
import { jsx as _jsx } from "react/jsx-runtime";
`;

describe('parseIconModule', () => {
  it('reads a single path as its d string', () => {
    const source = `${HEADER}export default createSvgIcon(/*#__PURE__*/_jsx("path", {
  d: "M6 19c0 1.1.9 2 2 2h8z"
}), 'Delete');`;
    expect(parseIconModule(source)).toEqual({ name: 'Delete', nodes: ['M6 19c0 1.1.9 2 2 2h8z'] });
  });

  it('reads an array of keyed paths with their opacity', () => {
    const source = `${HEADER}export default createSvgIcon([/*#__PURE__*/_jsx("path", {
  d: "M8 9h8v10H8z",
  opacity: ".3"
}, "0"), /*#__PURE__*/_jsx("path", {
  d: "m15.5 4-1-1h-5z"
}, "1")], 'DeleteTwoTone');`;
    expect(parseIconModule(source).nodes).toEqual([['path', { d: 'M8 9h8v10H8z', opacity: '.3' }], 'm15.5 4-1-1h-5z']);
  });

  it('keeps groups with their children, circles and ellipses', () => {
    const source = `${HEADER}export default createSvgIcon(/*#__PURE__*/_jsxs("g", {
  fillRule: "evenodd",
  children: [/*#__PURE__*/_jsx("circle", {
    cx: "17",
    cy: "15.5",
    r: "1.12"
  }), /*#__PURE__*/_jsx("ellipse", { cx: "20", cy: "10", rx: "1", ry: "2" }), /*#__PURE__*/_jsx("path", {
    d: "M17 17.5z"
  })]
}), 'AdminPanelSettingsOutlined');`;
    expect(parseIconModule(source).nodes).toEqual([
      [
        'g',
        { fillRule: 'evenodd' },
        [
          ['circle', { cx: '17', cy: '15.5', r: '1.12' }],
          ['ellipse', { cx: '20', cy: '10', rx: '1', ry: '2' }],
          'M17 17.5z',
        ],
      ],
    ]);
  });

  it('flattens fragments and keeps fillOpacity and transform', () => {
    const source = `import * as React from 'react';
${HEADER}export default createSvgIcon(/*#__PURE__*/_jsxs(React.Fragment, {
  children: [/*#__PURE__*/_jsx("path", {
    d: "M7 17v3z"
  }), /*#__PURE__*/_jsx("path", {
    fillOpacity: ".3",
    transform: "scale(0.5, 0.5)",
    d: "M17 5.33z"
  })]
}), 'Battery20');`;
    expect(parseIconModule(source).nodes).toEqual([
      'M7 17v3z',
      ['path', { fillOpacity: '.3', transform: 'scale(0.5, 0.5)', d: 'M17 5.33z' }],
    ]);
  });

  it('replaces <use> with the element it points to and drops <defs> and ids', () => {
    const source = `${HEADER}export default createSvgIcon([/*#__PURE__*/_jsxs("g", {
  opacity: ".3",
  children: [/*#__PURE__*/_jsx("defs", {
    children: /*#__PURE__*/_jsx("path", {
      id: "a",
      d: "M4 8h10v11H4z",
      opacity: ".3"
    })
  }), /*#__PURE__*/_jsx("use", {
    xlinkHref: "#a",
    overflow: "visible"
  }), /*#__PURE__*/_jsx("path", {
    d: "M4 19h10V8H4z"
  })]
}, "0")], 'MedicationLiquidTwoTone');`;
    expect(parseIconModule(source).nodes).toEqual([
      ['g', { opacity: '.3' }, [['path', { d: 'M4 8h10v11H4z', opacity: '.3' }], 'M4 19h10V8H4z']],
    ]);
  });

  it('fails loudly, naming the file, on anything else', () => {
    expect(() => parseIconModule('export default 1;', 'X.js')).toThrow('X.js: no createSvgIcon( call');
    expect(() => parseIconModule(`createSvgIcon(_jsx("text", { d: "M0 0" }), 'X');`, 'X.js')).toThrow(
      'X.js: unsupported element <text>',
    );
    expect(() => parseIconModule(`createSvgIcon(_jsx("path", { onClick: "x" }), 'X');`, 'X.js')).toThrow(
      'X.js: unsupported attribute onClick on <path>',
    );
    expect(() => parseIconModule(`createSvgIcon(evil(), 'X');`, 'X.js')).toThrow('X.js: unexpected call to evil');
    expect(() => parseIconModule(`createSvgIcon(_jsx("path", { d: "M0 0" }), 'X'); alert(1);`, 'X.js')).toThrow(
      'unexpected text after createSvgIcon',
    );
    expect(() => parseIconModule(`createSvgIcon(_jsx("use", { xlinkHref: "#b" }), 'X');`, 'X.js')).toThrow(
      '<use> points to nothing (#b)',
    );
  });
});

describe('readIconPackage on the installed @mui/icons-material', () => {
  let icons: Awaited<ReturnType<typeof readIconPackage>>;
  beforeAll(async () => {
    icons = await readIconPackage(iconPackageDir(path.resolve(__dirname, '../..')));
  }, 60_000);

  it('reads every export with at least one shape', () => {
    expect(icons.version).toMatch(/^6\./);
    expect(icons.icons.length).toBeGreaterThan(10_000);
    expect(icons.icons.every((icon) => icon.nodes.length > 0)).toBe(true);
    const names = icons.icons.map((icon) => icon.name);
    expect([...names].sort()).toEqual(names);
    expect(new Set(names).size).toBe(names.length);
  });

  it('reads Delete and DeleteTwoTone as the package draws them', () => {
    const byName = new Map(icons.icons.map((icon) => [icon.name, icon.nodes]));
    expect(byName.get('Delete')).toEqual(['M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM19 4h-3.5l-1-1h-5l-1 1H5v2h14z']);
    expect(byName.get('DeleteTwoTone')).toEqual([
      ['path', { d: 'M8 9h8v10H8z', opacity: '.3' }],
      'm15.5 4-1-1h-5l-1 1H5v2h14V4zM6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM8 9h8v10H8z',
    ]);
  });
});
