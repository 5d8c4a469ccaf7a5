/**
 * Reads the SVG shapes of every icon in the installed `@mui/icons-material`, from the package's
 * ES modules. Each module is one call,
 *
 *   createSvgIcon(_jsx("path", { d: "…" }), 'Delete')
 *   createSvgIcon([_jsx("path", { d: "…", opacity: ".3" }, "0"), …], 'DeleteTwoTone')
 *
 * with `_jsxs("g", { children: […] })` groups, `React.Fragment`s, and once a `<defs>` + `<use>`
 * pair. The argument is parsed (never run) by a small reader for exactly this subset of
 * JavaScript; anything else fails loudly with the file's name.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  ICON_ATTRIBUTES,
  ICON_TAGS,
  type IconAttribute,
  type IconNode,
  type IconTag,
} from '../../src/lib/materialIcons/format';
import { readPackageVersion } from '../shared/installedPackages';

/** A parsed JSX element: tag (`null` for React.Fragment), props and children. */
interface RawElement {
  tag: string | null;
  props: Record<string, string>;
  children: RawElement[];
}

type Value = string | RawElement | RawElement[];

class Reader {
  private position = 0;

  constructor(
    private readonly source: string,
    private readonly where: string,
  ) {}

  fail(message: string): never {
    const excerpt = this.source.slice(this.position, this.position + 40).replace(/\s+/g, ' ');
    throw new Error(`${this.where}: ${message} at offset ${this.position} ("${excerpt}")`);
  }

  skipSpace() {
    for (;;) {
      const match = /^(?:\s+|\/\*[\s\S]*?\*\/)/.exec(this.source.slice(this.position, this.position + 200));
      if (!match) return;
      this.position += match[0].length;
    }
  }

  peek(): string {
    this.skipSpace();
    return this.source[this.position] ?? '';
  }

  expect(text: string) {
    this.skipSpace();
    if (!this.source.startsWith(text, this.position)) this.fail(`expected "${text}"`);
    this.position += text.length;
  }

  accept(text: string): boolean {
    this.skipSpace();
    if (!this.source.startsWith(text, this.position)) return false;
    this.position += text.length;
    return true;
  }

  identifier(): string {
    this.skipSpace();
    const match = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*/.exec(
      this.source.slice(this.position, this.position + 100),
    );
    if (!match) this.fail('expected an identifier');
    this.position += match[0].length;
    return match[0];
  }

  string(): string {
    this.skipSpace();
    const quote = this.source[this.position];
    if (quote !== '"' && quote !== "'") this.fail('expected a string');
    const end = this.source.indexOf(quote, this.position + 1);
    if (end < 0) this.fail('unterminated string');
    const text = this.source.slice(this.position + 1, end);
    if (text.includes('\\')) this.fail('escapes in strings are not supported');
    this.position = end + 1;
    return text;
  }

  number(): string {
    this.skipSpace();
    const match = /^-?(?:\d+\.?\d*|\.\d+)/.exec(this.source.slice(this.position, this.position + 40));
    if (!match) this.fail('expected a number');
    this.position += match[0].length;
    return match[0];
  }

  /** `_jsx(tag, { … }, key?)`, `[element, …]`, a string or a number. */
  value(): Value {
    const next = this.peek();
    if (next === '"' || next === "'") return this.string();
    if (next === '[') return this.array();
    if (/[-.\d]/.test(next)) return this.number();
    return this.element();
  }

  array(): RawElement[] {
    this.expect('[');
    const items: RawElement[] = [];
    while (!this.accept(']')) {
      const item = this.value();
      if (typeof item === 'string' || Array.isArray(item)) this.fail('expected an element in the array');
      items.push(item);
      if (!this.accept(',')) {
        this.expect(']');
        break;
      }
    }
    return items;
  }

  element(): RawElement {
    const callee = this.identifier();
    if (callee !== '_jsx' && callee !== '_jsxs') this.fail(`unexpected call to ${callee}`);
    this.expect('(');
    let tag: string | null;
    if (this.peek() === '"' || this.peek() === "'") tag = this.string();
    else if (this.identifier() === 'React.Fragment') tag = null;
    else this.fail('expected a tag name or React.Fragment');
    this.expect(',');
    const props: Record<string, string> = {};
    let children: RawElement[] = [];
    this.expect('{');
    while (!this.accept('}')) {
      const name = this.identifier();
      this.expect(':');
      const value = this.value();
      if (name === 'children') children = typeof value === 'string' ? this.fail('text children') : [value].flat();
      else if (typeof value === 'string') props[name] = value;
      else this.fail(`prop ${name} is not a string`);
      if (!this.accept(',')) {
        this.expect('}');
        break;
      }
    }
    // The optional key argument.
    if (this.accept(',')) this.value();
    this.expect(')');
    return { tag, props, children };
  }

  atEnd(): boolean {
    this.skipSpace();
    return this.position >= this.source.length;
  }
}

export interface ParsedIcon {
  name: string;
  nodes: IconNode[];
}

/** Parses the module source of one icon into its name and shapes. */
export function parseIconModule(source: string, where = 'icon module'): ParsedIcon {
  const start = source.indexOf('createSvgIcon(');
  if (start < 0) throw new Error(`${where}: no createSvgIcon( call`);
  const reader = new Reader(source.slice(start + 'createSvgIcon('.length), where);
  const shape = reader.value();
  reader.expect(',');
  const name = reader.string();
  reader.expect(')');
  reader.accept(';');
  if (!reader.atEnd()) reader.fail('unexpected text after createSvgIcon(…)');
  if (typeof shape === 'string') throw new Error(`${where}: the icon's shape is a string`);
  return { name, nodes: toNodes([shape].flat(), where) };
}

const TAGS = new Set<string>(ICON_TAGS);
const ATTRIBUTES = new Set<string>(ICON_ATTRIBUTES);

/**
 * Normalizes parsed elements: fragments are flattened, `<use href="#id">` becomes a copy of the
 * element it points to, `<defs>` and `id`s are dropped (hundreds of icons share one page, where
 * ids would clash), and any other tag or attribute is an error.
 */
function toNodes(elements: RawElement[], where: string): IconNode[] {
  const byId = new Map<string, RawElement>();
  const collect = (element: RawElement) => {
    if (element.props.id) byId.set(element.props.id, element);
    element.children.forEach(collect);
  };
  elements.forEach(collect);

  const convert = (element: RawElement): IconNode[] => {
    if (element.tag === null) return element.children.flatMap(convert);
    if (element.tag === 'defs') return [];
    if (element.tag === 'use') {
      const href = element.props.xlinkHref ?? element.props.href;
      const target = href?.startsWith('#') ? byId.get(href.slice(1)) : undefined;
      if (!target) throw new Error(`${where}: <use> points to nothing (${href})`);
      const { id: _id, ...targetProps } = target.props;
      const { xlinkHref: _xlink, href: _href, overflow: _overflow, ...useProps } = element.props;
      return convert({ ...target, props: { ...targetProps, ...useProps } });
    }
    if (!TAGS.has(element.tag)) throw new Error(`${where}: unsupported element <${element.tag}>`);
    const attributes: Partial<Record<IconAttribute, string>> = {};
    for (const [name, value] of Object.entries(element.props)) {
      if (name === 'id') continue;
      if (!ATTRIBUTES.has(name)) throw new Error(`${where}: unsupported attribute ${name} on <${element.tag}>`);
      attributes[name as IconAttribute] = value;
    }
    const children = element.children.flatMap(convert);
    const names = Object.keys(attributes);
    if (element.tag === 'path' && children.length === 0 && names.length === 1 && names[0] === 'd') {
      return [attributes.d!];
    }
    const node: IconNode =
      children.length > 0 ? [element.tag as IconTag, attributes, children] : [element.tag as IconTag, attributes];
    return [node];
  };
  return elements.flatMap(convert);
}

export interface IconPackage {
  version: string;
  /** Every export, sorted by name. */
  icons: ParsedIcon[];
}

/** The directory of the installed package in `siteDir` (its `exports` hide `package.json` from resolution). */
export function iconPackageDir(siteDir: string): string {
  return path.join(siteDir, 'node_modules', '@mui', 'icons-material');
}

/**
 * Reads every icon of the package in `packageDir`: the export names come from `esm/index.js`, the
 * shapes from each `esm/<Name>.js`. A module whose name differs from its export is an error.
 */
export async function readIconPackage(packageDir: string): Promise<IconPackage> {
  const version = readPackageVersion(packageDir);
  const esm = path.join(packageDir, 'esm');
  const index = await fs.promises.readFile(path.join(esm, 'index.js'), 'utf8');
  const exports = [...index.matchAll(/export \{ default as (\w+) \} from "\.\/(\w+)\.js";/g)].map((match) => {
    if (match[1] !== match[2]) throw new Error(`${esm}/index.js: ${match[1]} is exported from ${match[2]}.js`);
    return match[1];
  });
  if (exports.length === 0) throw new Error(`${esm}/index.js exports no icons`);
  exports.sort();
  const icons: ParsedIcon[] = [];
  const batch = 64;
  for (let offset = 0; offset < exports.length; offset += batch) {
    const parsed = await Promise.all(
      exports.slice(offset, offset + batch).map(async (name) => {
        const file = path.join(esm, `${name}.js`);
        const icon = parseIconModule(await fs.promises.readFile(file, 'utf8'), file);
        if (icon.name !== name) throw new Error(`${file} names its icon "${icon.name}"`);
        return icon;
      }),
    );
    icons.push(...parsed);
  }
  return { version, icons };
}
