/**
 * The logic of a component page's props playground (src/components/PropsPlayground): which props
 * of the generated API data become which control, their defaults, what a set of choices passes
 * to the previewed component and the JSX that shows it. Runs at build time in the playground's
 * remark plugin (plugins/props-playground) and in the browser.
 */
import type { ApiProp } from './apiDocs/types';

/** What a control can give a prop: a string (a listed value or typed text) or a boolean. */
export type PlaygroundValue = string | boolean;

/**
 * One control per prop: a list of values for a union of literals, a switch for a boolean, a text
 * field for a string. `defaultValue` is the component's own default when its docs give one.
 */
export type PlaygroundControl =
  | { kind: 'select'; name: string; options: PlaygroundValue[]; defaultValue?: PlaygroundValue }
  | { kind: 'switch'; name: string; defaultValue?: boolean }
  | { kind: 'text'; name: string; defaultValue?: string };

/** The value of each control by prop name; `undefined` leaves the prop out. */
export type PlaygroundValues = Readonly<Record<string, PlaygroundValue | undefined>>;

/** A value a preset passes to every preview: plain data, so that it can be written as JSX too. */
export type FixedPropValue = string | number | boolean | Readonly<Record<string, string | number | boolean>>;

/**
 * What a playground needs beyond the props it controls, kept per component (plugins/props-playground
 * /presets.ts): content the component has no control for, and props it cannot do without.
 */
export interface PlaygroundPreset {
  /** Text between the tags, e.g. a button's label. */
  children?: string;
  /** A Material icon as the only child, by its export name in `@mui/icons-material` (`MailOutline`). */
  childIcon?: string;
  /** Props every preview passes and the code shows: an accessible name, a value, a label. */
  fixedProps?: Readonly<Record<string, FixedPropValue>>;
  /** Starting values of controls that would otherwise start empty. */
  initialValues?: PlaygroundValues;
  /** Lays the component across the preview's width (text and block components), instead of centring it. */
  spanWidth?: boolean;
}

/**
 * Props that take no control whatever their type: styling hooks (classes, styles, the root
 * element and slots) rather than behaviour or appearance the component defines.
 */
const UNCONTROLLED_PROPS = new Set([
  'className',
  'classes',
  'component',
  'components',
  'componentsProps',
  'slotProps',
  'slots',
  'style',
  'sx',
]);

/** `focusVisibleClassName` and its kind name a CSS class as well. */
const CLASS_NAME_PROP = /ClassName$/;

/** The members of a TypeScript union as the API data prints it, split at the top level only. */
export function unionMembers(type: string): string[] {
  const members: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let current = '';
  for (const char of type) {
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === "'" || char === '"' || char === '`') {
      quote = char;
    } else if ('([{<'.includes(char)) {
      depth += 1;
    } else if (')]}>'.includes(char) && !(char === '>' && current.endsWith('='))) {
      depth -= 1;
    } else if (char === '|' && depth === 0) {
      members.push(current.trim());
      current = '';
      continue;
    }
    current += char;
  }
  members.push(current.trim());
  // A leading `|` (`| 'a' | 'b'`) leaves an empty first member.
  return members.filter((member) => member !== '');
}

/** The value a literal type or a `@default` text stands for: `'text'` → text, `false` → false. */
export function literalValue(text: string | undefined): PlaygroundValue | undefined {
  const trimmed = text?.trim();
  if (trimmed === 'true') return true;
  if (trimmed === 'false') return false;
  const quoted = trimmed && /^'([^'\\]*)'$|^"([^"\\]*)"$/.exec(trimmed);
  return quoted ? (quoted[1] ?? quoted[2]) : undefined;
}

/**
 * The control a prop gets, or null when it gets none. The rule:
 * - deprecated props, callbacks and styling hooks (`sx`, `classes`, `component`, `slots`, …) get none;
 * - `boolean` → a switch; `string` → a text field;
 * - a union of string literals, with `true` or `false` among them or not → a list of its members;
 * - a union of string literals and `string` (a list the theme can extend) → a list of the
 *   literals, when there are at least two: those are the values the library documents;
 * - anything else (numbers, nodes, objects, types the data names without spelling them out,
 *   such as `OverridableStringUnion<…>`) gets none.
 */
export function controlFor(prop: ApiProp): PlaygroundControl | null {
  const { name, type } = prop;
  if (prop.deprecated !== undefined || prop.signature || UNCONTROLLED_PROPS.has(name) || CLASS_NAME_PROP.test(name)) {
    return null;
  }
  const declared = literalValue(prop.default);
  if (type === 'boolean') {
    return { kind: 'switch', name, ...(typeof declared === 'boolean' && { defaultValue: declared }) };
  }
  if (type === 'string') {
    return { kind: 'text', name, ...(typeof declared === 'string' && { defaultValue: declared }) };
  }
  const members = unionMembers(type);
  const extensible = members.includes('string');
  const literals = members.filter((member) => member !== 'string').map(literalValue);
  if (literals.some((literal) => literal === undefined)) return null;
  const options = literals as PlaygroundValue[];
  const strings = options.filter((option) => typeof option === 'string').length;
  if (strings === 0 || options.length < 2 || (extensible && strings < 2)) return null;
  return {
    kind: 'select',
    name,
    options,
    ...(declared !== undefined && options.includes(declared) && { defaultValue: declared }),
  };
}

const KIND_ORDER: Record<PlaygroundControl['kind'], number> = { select: 0, switch: 1, text: 2 };

/** The controls of a component's props: lists first, then switches, then text fields, each in the API's order. */
export function playgroundControls(props: readonly ApiProp[]): PlaygroundControl[] {
  return props
    .map(controlFor)
    .filter((control): control is PlaygroundControl => control !== null)
    .sort((a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind]);
}

/** What the component does with the prop left out, as the control shows it. */
export function baseValue(control: PlaygroundControl): PlaygroundValue | undefined {
  if (control.kind === 'switch') return control.defaultValue ?? false;
  if (control.kind === 'text') return control.defaultValue ?? '';
  return control.defaultValue;
}

/** The controls' starting values: the defaults, then the preset's choices. */
export function initialValues(controls: readonly PlaygroundControl[], preset?: PlaygroundPreset): PlaygroundValues {
  const defaults = Object.fromEntries(controls.map((control) => [control.name, baseValue(control)]));
  return { ...defaults, ...preset?.initialValues };
}

/** The props the choices set, in the controls' order: those whose value is not what leaving them out gives. */
export function chosenProps(
  controls: readonly PlaygroundControl[],
  values: PlaygroundValues,
): [name: string, value: PlaygroundValue][] {
  const chosen: [string, PlaygroundValue][] = [];
  for (const control of controls) {
    const value = values[control.name];
    if (value !== undefined && value !== baseValue(control)) chosen.push([control.name, value]);
  }
  return chosen;
}

/** The props the preview passes: the preset's, then the chosen ones, exactly what the code shows. */
export function previewProps(
  controls: readonly PlaygroundControl[],
  values: PlaygroundValues,
  preset?: PlaygroundPreset,
): Record<string, FixedPropValue> {
  return { ...preset?.fixedProps, ...Object.fromEntries(chosenProps(controls, values)) };
}

/**
 * Changes when a prop the component reads only as it mounts (`defaultChecked`) or one that turns
 * it from uncontrolled to controlled (`checked`, `value`) changes: the preview mounts afresh then,
 * as the reader's code would.
 */
export function remountKey(controls: readonly PlaygroundControl[], values: PlaygroundValues): string {
  const mountProps = controls
    .map((control) => control.name)
    .filter((name) => /^default[A-Z]/.test(name) || name === 'checked' || name === 'value');
  return JSON.stringify(mountProps.map((name) => values[name] ?? null));
}

/** Code wider than this breaks over lines, as Prettier would at the docs' print width. */
export const CODE_WIDTH = 80;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const quoteSingle = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function objectLiteral(value: Readonly<Record<string, string | number | boolean>>): string {
  const entries = Object.entries(value).map(
    ([key, member]) =>
      `${IDENTIFIER.test(key) ? key : quoteSingle(key)}: ${typeof member === 'string' ? quoteSingle(member) : String(member)}`,
  );
  return `{ ${entries.join(', ')} }`;
}

/** One JSX attribute: `disabled`, `variant="outlined"`, `edge={false}`, `max={4}`, `inputProps={{ … }}`. */
export function jsxAttribute(name: string, value: FixedPropValue): string {
  if (value === true) return name;
  if (typeof value === 'string') return value.includes('"') ? `${name}={${quoteSingle(value)}}` : `${name}="${value}"`;
  if (typeof value === 'object') return `${name}={${objectLiteral(value)}}`;
  return `${name}={${String(value)}}`;
}

/** The JSX name of a Material icon as its docs import it: `MailOutline` → `MailOutlineIcon`. */
export const iconElementName = (icon: string) => `${icon}Icon`;

function jsxChildren(preset?: PlaygroundPreset): string | null {
  if (preset?.childIcon) return `<${iconElementName(preset.childIcon)} />`;
  if (!preset?.children) return null;
  // Braces and angle brackets would be read as JSX; such text goes in a string expression.
  return /[{}<>]/.test(preset.children) ? `{${quoteSingle(preset.children)}}` : preset.children;
}

/**
 * The JSX of the preview: the component with the preset's props and the chosen ones (booleans
 * set to true written bare), on one line when it fits, otherwise one prop per line.
 */
export function jsxCode(
  component: string,
  controls: readonly PlaygroundControl[],
  values: PlaygroundValues,
  preset?: PlaygroundPreset,
): string {
  const attributes = Object.entries(previewProps(controls, values, preset)).map(([name, value]) =>
    jsxAttribute(name, value),
  );
  const children = jsxChildren(preset);
  const inline = `<${component}${attributes.map((attribute) => ` ${attribute}`).join('')}`;
  const oneLine = children === null ? `${inline} />` : `${inline}>${children}</${component}>`;
  if (oneLine.length <= CODE_WIDTH) return oneLine;

  const propPerLine = [`<${component}`, ...attributes.map((attribute) => `  ${attribute}`)].join('\n');
  if (children === null) return `${propPerLine}\n/>`;
  const opening = `${inline}>`.length <= CODE_WIDTH ? `${inline}>` : `${propPerLine}\n>`;
  return `${opening}\n  ${children}\n</${component}>`;
}
