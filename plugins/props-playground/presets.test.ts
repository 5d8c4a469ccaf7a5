import path from 'node:path';
import { findProductArea } from '../../src/lib/products';
import { playgroundControls, type PlaygroundControl } from '../../src/lib/propsPlayground';
import { loadPackageApi } from '../api-docs/extract/cache';
import { PLAYGROUND_PRESETS, presetProblems, type PlaygroundArea } from './presets';

// A cold extraction cache reads the libraries' declarations first.
jest.setTimeout(180_000);

const SITE_DIR = path.resolve(__dirname, '../..');

function componentsOf(area: PlaygroundArea) {
  return loadPackageApi(SITE_DIR, area, findProductArea(area).packageName!).api.components;
}

const controlsOf = (area: PlaygroundArea, name: string): PlaygroundControl[] =>
  playgroundControls(componentsOf(area).find((component) => component.name === name)!.props);

describe('playground presets', () => {
  it.each(Object.keys(PLAYGROUND_PRESETS) as PlaygroundArea[])('fit the installed library (%s)', (area) => {
    const components = componentsOf(area);
    for (const [name, preset] of Object.entries(PLAYGROUND_PRESETS[area])) {
      const component = components.find((candidate) => candidate.name === name);
      expect(component).toBeDefined();
      expect({ name, problems: presetProblems(playgroundControls(component!.props), preset) }).toEqual({
        name,
        problems: [],
      });
    }
  });

  it('find what is wrong with a preset', () => {
    const controls: PlaygroundControl[] = [{ kind: 'text', name: 'placeholder' }];
    expect(presetProblems(controls, { initialValues: { label: 'Name' }, fixedProps: { placeholder: 'Name' } })).toEqual(
      ['it starts "label", which has no control', 'it fixes "placeholder", which the reader controls'],
    );
  });
});

// The rule of src/lib/propsPlayground.ts on the installed libraries' data: these are the controls readers get.
describe('controls derived from the API data', () => {
  it('gives Material UI’s Button its lists, switches and link', () => {
    expect(controlsOf('material-ui', 'Button')).toEqual([
      {
        kind: 'select',
        name: 'color',
        options: ['inherit', 'primary', 'secondary', 'success', 'error', 'info', 'warning'],
        defaultValue: 'primary',
      },
      { kind: 'select', name: 'size', options: ['small', 'medium', 'large'], defaultValue: 'medium' },
      { kind: 'select', name: 'variant', options: ['text', 'outlined', 'contained'], defaultValue: 'text' },
      { kind: 'switch', name: 'disabled', defaultValue: false },
      { kind: 'switch', name: 'disableElevation', defaultValue: false },
      { kind: 'switch', name: 'disableFocusRipple', defaultValue: false },
      { kind: 'switch', name: 'fullWidth', defaultValue: false },
      { kind: 'text', name: 'href' },
    ]);
  });

  it('reads Joy UI’s expanded colour and variant unions', () => {
    const names = controlsOf('joy-ui', 'Button').map((control) => control.name);
    expect(names).toEqual(['color', 'loadingPosition', 'size', 'variant', 'disabled', 'fullWidth', 'loading']);
    expect(controlsOf('joy-ui', 'Button').find((control) => control.name === 'variant')).toEqual({
      kind: 'select',
      name: 'variant',
      options: ['plain', 'outlined', 'soft', 'solid'],
      defaultValue: 'solid',
    });
  });

  it('leaves out Typography’s colour, which the data names without listing its values', () => {
    expect(controlsOf('material-ui', 'Typography').map((control) => control.name)).toEqual([
      'align',
      'variant',
      'gutterBottom',
      'noWrap',
    ]);
  });
});
