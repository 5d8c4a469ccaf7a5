/**
 * Extraction facts checked against the installed declaration files (the expected values were
 * read from the .d.ts files of @mui/material 6.1.6, @mui/joy 5.0.0-beta.46, @mui/base
 * 5.0.0-beta.61 and @mui/system 6.1.6).
 */
import path from 'node:path';
import type { ComponentApi, PackageApi } from '../../../src/lib/apiDocs/types';
import { findComponents } from './components';
import { extractPackage } from './extractPackage';
import { createPackageProgram, type PackageProgram } from './program';

jest.setTimeout(120_000);

const nodeModulesDir = path.resolve(__dirname, '../../../node_modules');

function component(api: PackageApi, name: string): ComponentApi {
  const found = api.components.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`${name} was not extracted from ${api.packageName}.`);
  return found;
}

function prop(api: ComponentApi, name: string) {
  const found = api.props.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`${api.name} has no prop "${name}".`);
  return found;
}

describe('@mui/material', () => {
  let program: PackageProgram;
  let material: PackageApi;

  beforeAll(() => {
    program = createPackageProgram(nodeModulesDir, '@mui/material');
    material = extractPackage({
      area: 'material-ui',
      packageName: '@mui/material',
      nodeModulesDir,
      extractorHash: 'test',
      packageProgram: program,
      only: ['Button', 'Slider', 'Autocomplete', 'CssBaseline', 'Fade'],
    });
  });

  it('finds the components among the exports and nothing else', () => {
    const { components, skipped } = findComponents(program);
    const names = components.map((entry) => entry.name);
    expect(names).toEqual(
      expect.arrayContaining(['Button', 'ButtonBase', 'CssBaseline', 'Autocomplete', 'Unstable_TrapFocus', 'Grid2']),
    );
    // Components published only as an entry folder.
    expect(names).toEqual(expect.arrayContaining(['PigmentGrid', 'InitColorSchemeScript']));
    // Hooks, utils, classes objects, types, contexts and styled slots are not components.
    for (const notComponent of [
      'useAutocomplete',
      'buttonClasses',
      'ButtonProps',
      'createTheme',
      'StepperContext',
      'SliderRoot',
      'ModalManager',
    ]) {
      expect(names).not.toContain(notComponent);
    }
    expect(skipped).toEqual(
      expect.arrayContaining([
        { name: 'SliderRoot', reason: 'secondary export of Slider.d.ts (a styled slot or helper)' },
        { name: 'StepperContext', reason: 'React context' },
        { name: 'ThemeProvider', reason: 'context provider' },
      ]),
    );
    expect(new Set(names).size).toBe(names.length);
  });

  it('extracts Button: union type and default of variant, own props, classes, inheritance', () => {
    const button = component(material, 'Button');
    expect(button.slug).toBe('button');
    expect(button.imports).toEqual({
      path: "import Button from '@mui/material/Button';",
      named: "import { Button } from '@mui/material';",
    });

    const variant = prop(button, 'variant');
    // Members in the order the declaration writes them.
    expect(variant.type).toBe("'text' | 'outlined' | 'contained'");
    expect(variant.default).toBe("'text'");
    expect(variant.description).toBe('The variant to use.');
    expect(variant.required).toBe(false);

    const disableElevation = prop(button, 'disableElevation');
    expect(disableElevation).toMatchObject({
      type: 'boolean',
      default: 'false',
      description: 'If `true`, no elevation is used.',
    });
    expect(prop(button, 'color').default).toBe("'primary'");
    expect(prop(button, 'size').type).toBe("'small' | 'medium' | 'large'");
    expect(prop(button, 'sx').type).toBe('SxProps<Theme>');
    expect(prop(button, 'component')).toMatchObject({ required: false, type: 'React.ElementType' });
    // ButtonBase's props are inherited, not listed as Button's own.
    expect(button.props.map((entry) => entry.name)).not.toContain('disableRipple');

    const buttonBase = button.inheritance.find((entry) => entry.component === 'ButtonBase');
    expect(buttonBase).toMatchObject({ area: 'material-ui', url: 'https://mui.com/material-ui/api/button-base/' });
    expect(buttonBase?.props).toEqual(expect.arrayContaining(['disableRipple', 'centerRipple', 'focusRipple']));

    expect(button.classes.find((entry) => entry.key === 'root')).toEqual({
      key: 'root',
      className: 'MuiButton-root',
      isGlobal: false,
      description: 'Styles applied to the root element.',
    });
    expect(button.classes.find((entry) => entry.key === 'disabled')).toEqual({
      key: 'disabled',
      className: 'Mui-disabled',
      isGlobal: true,
      description: 'State class applied to the root element if `disabled={true}`.',
    });
    expect(button.classes.find((entry) => entry.key === 'textInherit')?.deprecated).toMatch(
      /^Combine the \[\.MuiButton-text\]/,
    );

    expect(button.themeDefaultProps).toBe('MuiButton');
    expect(button.ref).toEqual({ forwarded: true, instance: 'HTMLButtonElement' });
    expect(button.rootElement).toBe('button');
    expect(button.demos).toEqual([]);
  });

  it('extracts Slider: the onChange signature and the slots', () => {
    const slider = component(material, 'Slider');
    const onChange = prop(slider, 'onChange');
    expect(onChange.type).toBe('(event: Event, value: number | number[], activeThumb: number) => void');
    expect(onChange.signature).toEqual({
      params: [
        {
          name: 'event',
          type: 'Event',
          optional: false,
          description:
            'The event source of the callback.\nYou can pull out the new value by accessing `event.target.value` (any).\n**Warning**: This is a generic event not a change event.',
        },
        { name: 'value', type: 'number | number[]', optional: false, description: 'The new value.' },
        { name: 'activeThumb', type: 'number', optional: false, description: 'Index of the currently moved thumb.' },
      ],
      returns: { type: 'void', description: '' },
    });
    expect(prop(slider, 'step')).toMatchObject({ type: 'number | null', default: '1' });
    expect(prop(slider, 'slots').default).toBe('{}');
    expect(prop(slider, 'slotProps').default).toBe('{}');
    expect(slider.slots.map((slot) => slot.name)).toEqual([
      'root',
      'track',
      'rail',
      'thumb',
      'mark',
      'markLabel',
      'valueLabel',
      'input',
    ]);
    expect(slider.slots[0]).toMatchObject({ name: 'root', defaultClass: 'MuiSlider-root' });
  });

  it('extracts Autocomplete: generic, with required renderInput and options', () => {
    const autocomplete = component(material, 'Autocomplete');
    expect(autocomplete.typeParameters).toEqual(['Value', 'Multiple', 'DisableClearable', 'FreeSolo', 'ChipComponent']);
    const renderInput = prop(autocomplete, 'renderInput');
    expect(renderInput.required).toBe(true);
    expect(renderInput.type).toBe('(params: AutocompleteRenderInputParams) => React.ReactNode');
    expect(renderInput.signature?.params).toEqual([
      { name: 'params', type: 'AutocompleteRenderInputParams', optional: false, description: '' },
    ]);
    expect(prop(autocomplete, 'options').required).toBe(true);
    expect(prop(autocomplete, 'autoComplete').required).toBe(false);
    expect(prop(autocomplete, 'value').type).toBe('AutocompleteValue<Value, Multiple, DisableClearable, FreeSolo>');
    // Required props come first.
    expect(
      autocomplete.props
        .slice(0, 2)
        .map((entry) => entry.name)
        .sort(),
    ).toEqual(['options', 'renderInput']);
    // `slots` is declared in a generic helper: shown instantiated, not as `Partial<Slots>`.
    expect(prop(autocomplete, 'slots').type).not.toMatch(/\bSlots\b/);
    expect(autocomplete.slots.map((slot) => slot.name)).toEqual(['listbox', 'paper', 'popper']);
  });

  it('keeps the description of a component and separates inherited third-party props', () => {
    expect(component(material, 'CssBaseline')).toMatchObject({
      description: 'Kickstart an elegant, consistent, and simple baseline to build upon.',
      ref: { forwarded: false },
    });
    const fade = component(material, 'Fade');
    const transition = fade.inheritance.find((entry) => entry.component === 'Transition');
    expect(transition?.url).toBe('https://reactcommunity.org/react-transition-group/transition/#Transition-props');
    expect(transition?.props).toEqual(expect.arrayContaining(['addEndListener', 'onEnter']));
  });
});

describe('@mui/joy', () => {
  it('extracts Input with its JoyInput theme name and slots', () => {
    const joy = extractPackage({
      area: 'joy-ui',
      packageName: '@mui/joy',
      nodeModulesDir,
      extractorHash: 'test',
      only: ['Input'],
    });
    const input = component(joy, 'Input');
    expect(input.themeDefaultProps).toBe('JoyInput');
    expect(input.slots.map((slot) => [slot.name, slot.defaultElement])).toEqual([
      ['root', "'div'"],
      ['input', "'input'"],
      ['startDecorator', "'div'"],
      ['endDecorator', "'div'"],
    ]);
    expect(input.slots[0].description).toBe('The component that renders the root.');
    expect(input.classes.find((entry) => entry.key === 'focused')).toMatchObject({
      className: 'Mui-focused',
      isGlobal: true,
    });
    expect(input.classes.find((entry) => entry.key === 'root')?.className).toBe('MuiInput-root');
    expect(prop(input, 'color')).toMatchObject({ default: "'neutral'" });
    // `OverridableStringUnion<ColorPaletteProp, …>`: the alias's members, in its order.
    expect(prop(input, 'color').type).toBe("'primary' | 'neutral' | 'danger' | 'success' | 'warning'");
    // Native attributes the type map picks explicitly are part of the API.
    expect(prop(input, 'placeholder').type).toBe('string');
    expect(joy.skipped).toEqual(
      expect.arrayContaining([{ name: 'TextField', reason: 'does not return a React element' }]),
    );
  });
});

describe('@mui/base', () => {
  it('extracts Menu with its slots, Base UI classes and no theme entry', () => {
    const base = extractPackage({
      area: 'base-ui',
      packageName: '@mui/base',
      nodeModulesDir,
      extractorHash: 'test',
      only: ['Menu'],
    });
    const menu = component(base, 'Menu');
    expect(menu.imports).toEqual({
      path: "import { Menu } from '@mui/base/Menu';",
      named: "import { Menu } from '@mui/base';",
    });
    expect(menu.slots).toEqual([
      {
        name: 'root',
        defaultClass: 'base-Menu-root',
        defaultElement: "'div'",
        description: 'The component that renders the popup element.',
      },
      {
        name: 'listbox',
        defaultClass: 'base-Menu-listbox',
        defaultElement: "'ul'",
        description: 'The component that renders the listbox.',
      },
    ]);
    expect(menu.classes.map((entry) => entry.className)).toEqual([
      'base-Menu-root',
      'base-Menu-listbox',
      'base--expanded',
    ]);
    expect(menu.themeDefaultProps).toBeUndefined();
    expect(menu.props.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['actions', 'anchor', 'onItemsChange', 'slotProps', 'slots']),
    );
    expect(prop(menu, 'onItemsChange').signature?.params).toEqual([
      { name: 'items', type: 'string[]', optional: false, description: '' },
    ]);
    expect(base.skipped).toEqual(
      expect.arrayContaining([{ name: 'Identity', reason: 'does not return a React element' }]),
    );
  });
});

describe('@mui/system', () => {
  it('documents the layout components only', () => {
    const system = extractPackage({
      area: 'system',
      packageName: '@mui/system',
      nodeModulesDir,
      extractorHash: 'test',
    });
    expect(system.components.map((entry) => entry.name)).toEqual([
      'Box',
      'Container',
      'GlobalStyles',
      'Grid',
      'InitColorSchemeScript',
      'Stack',
    ]);
    expect(system.errors).toEqual([]);
    const box = component(system, 'Box');
    expect(box.systemProps).toBe(true);
    expect(box.props.map((entry) => entry.name)).toEqual(['children', 'component', 'sx']);
    expect(box.themeDefaultProps).toBeUndefined();
  });
});
