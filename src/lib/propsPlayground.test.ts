import type { ApiProp } from './apiDocs/types';
import {
  chosenProps,
  controlFor,
  initialValues,
  jsxAttribute,
  jsxCode,
  literalValue,
  playgroundControls,
  previewProps,
  remountKey,
  unionMembers,
  type PlaygroundControl,
} from './propsPlayground';

const prop = (name: string, type: string, extra: Partial<ApiProp> = {}): ApiProp => ({
  name,
  type,
  required: false,
  description: '',
  ...extra,
});

// Material UI's Button as the API data prints it (@mui/material 6.1.6).
const BUTTON_PROPS: ApiProp[] = [
  prop('children', 'React.ReactNode'),
  prop('classes', 'Partial<ButtonClasses>'),
  prop('color', "'inherit' | 'primary' | 'secondary' | 'success' | 'error' | 'info' | 'warning'", {
    default: "'primary'",
  }),
  prop('component', 'React.ElementType'),
  prop('disabled', 'boolean', { default: 'false' }),
  prop('endIcon', 'React.ReactNode'),
  prop('href', 'string'),
  prop('size', "'small' | 'medium' | 'large'", { default: "'medium'" }),
  prop('sx', 'SxProps<Theme>'),
  prop('variant', "'text' | 'outlined' | 'contained'", { default: "'text'" }),
];
const BUTTON_CONTROLS = playgroundControls(BUTTON_PROPS);

describe('unionMembers', () => {
  it('splits a union at its top level only', () => {
    expect(unionMembers("'a' | 'b'")).toEqual(["'a'", "'b'"]);
    expect(unionMembers("| 'a' | 'b'")).toEqual(["'a'", "'b'"]);
    expect(unionMembers("Record<'a' | 'b', string> | null")).toEqual(["Record<'a' | 'b', string>", 'null']);
    expect(unionMembers('((value: number) => string) | string')).toEqual(['((value: number) => string)', 'string']);
    expect(unionMembers("'a|b' | 'c'")).toEqual(["'a|b'", "'c'"]);
  });
});

describe('literalValue', () => {
  it('reads quoted strings and booleans, nothing else', () => {
    expect(literalValue("'text'")).toBe('text');
    expect(literalValue('"text"')).toBe('text');
    expect(literalValue('false')).toBe(false);
    expect(literalValue(' true ')).toBe(true);
    expect(literalValue('99')).toBeUndefined();
    expect(literalValue('{}')).toBeUndefined();
    expect(literalValue(undefined)).toBeUndefined();
  });
});

describe('controlFor', () => {
  it('lists the members of a union of string literals, with the default', () => {
    expect(controlFor(BUTTON_PROPS[9])).toEqual({
      kind: 'select',
      name: 'variant',
      options: ['text', 'outlined', 'contained'],
      defaultValue: 'text',
    });
  });

  it('keeps a boolean literal among string literals as one of the values', () => {
    expect(controlFor(prop('edge', "'start' | 'end' | false", { default: 'false' }))).toEqual({
      kind: 'select',
      name: 'edge',
      options: ['start', 'end', false],
      defaultValue: false,
    });
  });

  it('lists the literals of a union the theme extends with `string`, when there are two or more', () => {
    expect(controlFor(prop('size', "'small' | 'medium' | string"))).toEqual({
      kind: 'select',
      name: 'size',
      options: ['small', 'medium'],
    });
    expect(controlFor(prop('size', "'small' | string"))).toBeNull();
  });

  it('gives a switch to a boolean and a text field to a string, with their defaults', () => {
    expect(controlFor(prop('disabled', 'boolean', { default: 'false' }))).toEqual({
      kind: 'switch',
      name: 'disabled',
      defaultValue: false,
    });
    expect(controlFor(prop('checked', 'boolean'))).toEqual({ kind: 'switch', name: 'checked' });
    expect(controlFor(prop('role', 'string', { default: "'alert'" }))).toEqual({
      kind: 'text',
      name: 'role',
      defaultValue: 'alert',
    });
  });

  it('ignores a default that is not one of the values', () => {
    expect(controlFor(prop('variant', "'a' | 'b'", { default: "'c'" }))).toEqual({
      kind: 'select',
      name: 'variant',
      options: ['a', 'b'],
    });
  });

  it('leaves out what a control cannot set', () => {
    const uncontrolled = [
      prop('onClick', '(event: React.MouseEvent) => void', {
        signature: { params: [], returns: { type: 'void', description: '' } },
      }),
      prop('startIcon', 'React.ReactNode'),
      prop('anchorOrigin', 'BadgeOrigin'),
      prop('max', 'number', { default: '99' }),
      prop('size', 'number | string'),
      prop('marks', 'boolean | Mark[]'),
      prop('color', "OverridableStringUnion<| 'primary' | 'secondary', TypographyPropsColorOverrides>"),
      prop('paragraph', 'boolean', { deprecated: 'Use the component prop.' }),
      prop('className', 'string'),
      prop('focusVisibleClassName', 'string'),
      prop('sx', 'SxProps<Theme>'),
      prop('component', 'React.ElementType'),
      prop('slots', '{ root?: React.ElementType }'),
      prop('track', "'normal'"),
      prop('value', 'false | true'),
    ];
    expect(uncontrolled.map(controlFor)).toEqual(uncontrolled.map(() => null));
  });
});

describe('playgroundControls', () => {
  it('orders lists, then switches, then text fields', () => {
    expect(BUTTON_CONTROLS.map((control) => `${control.kind} ${control.name}`)).toEqual([
      'select color',
      'select size',
      'select variant',
      'switch disabled',
      'text href',
    ]);
  });
});

describe('choices', () => {
  it('starts from the defaults, then the preset', () => {
    expect(initialValues(BUTTON_CONTROLS)).toEqual({
      color: 'primary',
      size: 'medium',
      variant: 'text',
      disabled: false,
      href: '',
    });
    expect(initialValues(BUTTON_CONTROLS, { initialValues: { href: '#top' } })).toMatchObject({ href: '#top' });
  });

  it('sets only the props that differ from leaving them out', () => {
    const values = { ...initialValues(BUTTON_CONTROLS), variant: 'outlined', disabled: true };
    expect(chosenProps(BUTTON_CONTROLS, values)).toEqual([
      ['variant', 'outlined'],
      ['disabled', true],
    ]);
    expect(chosenProps(BUTTON_CONTROLS, initialValues(BUTTON_CONTROLS))).toEqual([]);
  });

  it('writes false for a switch whose default is true, and nothing for a list left unset', () => {
    const controls: PlaygroundControl[] = [
      { kind: 'switch', name: 'autoHighlight', defaultValue: true },
      { kind: 'select', name: 'color', options: ['a', 'b'] },
    ];
    expect(chosenProps(controls, { autoHighlight: false, color: undefined })).toEqual([['autoHighlight', false]]);
  });

  it('passes the preset’s props and the chosen ones to the preview', () => {
    const preset = { fixedProps: { label: 'Chip' } };
    expect(previewProps(BUTTON_CONTROLS, { ...initialValues(BUTTON_CONTROLS), size: 'small' }, preset)).toEqual({
      label: 'Chip',
      size: 'small',
    });
  });

  it('changes the remount key with the props a component reads as it mounts', () => {
    const controls: PlaygroundControl[] = [
      { kind: 'switch', name: 'defaultChecked' },
      { kind: 'switch', name: 'checked' },
      { kind: 'switch', name: 'disabled' },
    ];
    const base = remountKey(controls, { defaultChecked: false, checked: false, disabled: false });
    expect(remountKey(controls, { defaultChecked: false, checked: false, disabled: true })).toBe(base);
    expect(remountKey(controls, { defaultChecked: true, checked: false, disabled: false })).not.toBe(base);
    expect(remountKey(controls, { defaultChecked: false, checked: true, disabled: false })).not.toBe(base);
  });
});

describe('jsxAttribute', () => {
  it('writes each kind of value as JSX does', () => {
    expect(jsxAttribute('disabled', true)).toBe('disabled');
    expect(jsxAttribute('edge', false)).toBe('edge={false}');
    expect(jsxAttribute('variant', 'outlined')).toBe('variant="outlined"');
    expect(jsxAttribute('title', 'say "hi"')).toBe(`title={'say "hi"'}`);
    expect(jsxAttribute('badgeContent', 4)).toBe('badgeContent={4}');
    expect(jsxAttribute('inputProps', { 'aria-label': "Wi-Fi's switch", tabIndex: 0 })).toBe(
      `inputProps={{ 'aria-label': 'Wi-Fi\\'s switch', tabIndex: 0 }}`,
    );
  });
});

describe('jsxCode', () => {
  const preset = { children: 'Button' };

  it('shows only the props that differ from the defaults', () => {
    expect(jsxCode('Button', BUTTON_CONTROLS, initialValues(BUTTON_CONTROLS), preset)).toBe('<Button>Button</Button>');
    expect(jsxCode('Button', BUTTON_CONTROLS, { ...initialValues(BUTTON_CONTROLS), variant: 'outlined' }, preset)).toBe(
      '<Button variant="outlined">Button</Button>',
    );
    expect(
      jsxCode('Button', BUTTON_CONTROLS, { ...initialValues(BUTTON_CONTROLS), disabled: true, size: 'large' }, preset),
    ).toBe('<Button size="large" disabled>Button</Button>');
  });

  it('closes a component without children on itself, and writes an icon child', () => {
    expect(jsxCode('Switch', [], {})).toBe('<Switch />');
    expect(jsxCode('Badge', [], {}, { childIcon: 'MailOutline', fixedProps: { badgeContent: 4 } })).toBe(
      '<Badge badgeContent={4}><MailOutlineIcon /></Badge>',
    );
  });

  it('puts text JSX would misread in a string', () => {
    expect(jsxCode('Typography', [], {}, { children: 'a <b> {c}' })).toBe(`<Typography>{'a <b> {c}'}</Typography>`);
  });

  it('breaks long code over lines as Prettier does', () => {
    const values = { ...initialValues(BUTTON_CONTROLS), variant: 'contained', color: 'secondary', size: 'large' };
    expect(jsxCode('Button', BUTTON_CONTROLS, values, { children: 'A label long enough to wrap' })).toBe(
      [
        '<Button color="secondary" size="large" variant="contained">',
        '  A label long enough to wrap',
        '</Button>',
      ].join('\n'),
    );
    const many = { ...values, disabled: true, href: 'https://example.com/a/page/far/away' };
    expect(jsxCode('Button', BUTTON_CONTROLS, many, preset)).toBe(
      [
        '<Button',
        '  color="secondary"',
        '  size="large"',
        '  variant="contained"',
        '  disabled',
        '  href="https://example.com/a/page/far/away"',
        '>',
        '  Button',
        '</Button>',
      ].join('\n'),
    );
    expect(jsxCode('Input', BUTTON_CONTROLS, many)).toBe(
      [
        '<Input',
        '  color="secondary"',
        '  size="large"',
        '  variant="contained"',
        '  disabled',
        '  href="https://example.com/a/page/far/away"',
        '/>',
      ].join('\n'),
    );
  });
});
