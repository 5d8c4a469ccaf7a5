/**
 * What each props playground shows beyond the props it controls: the content between the tags,
 * and the few props a preview cannot do without (an accessible name, a label, a value). Which
 * props get controls is never written here: that comes from the API data.
 */
import type { PlaygroundControl, PlaygroundPreset } from '../../src/lib/propsPlayground';

export type PlaygroundArea = 'material-ui' | 'joy-ui';

export const PLAYGROUND_PRESETS: Readonly<Record<PlaygroundArea, Readonly<Record<string, PlaygroundPreset>>>> = {
  'material-ui': {
    Alert: { children: 'Your changes have been saved.', spanWidth: true },
    // The default grey fill leaves white initials at 1.9:1.
    Avatar: { children: 'OP', fixedProps: { sx: { bgcolor: '#1565c0', color: '#fff' } } },
    // The default colour is a grey a small count is hard to see on.
    Badge: { childIcon: 'MailOutline', fixedProps: { badgeContent: 4 }, initialValues: { color: 'primary' } },
    Button: { children: 'Button' },
    Chip: { fixedProps: { label: 'Chip' } },
    // Its `value` shows once the reader picks the determinate variant.
    CircularProgress: { fixedProps: { 'aria-label': 'Loading', value: 60 } },
    Rating: { fixedProps: { defaultValue: 3 } },
    Slider: { fixedProps: { defaultValue: 30 }, initialValues: { 'aria-label': 'Volume' } },
    // Material's Switch takes its accessible name only through the props of its input.
    Switch: { fixedProps: { inputProps: { 'aria-label': 'Wi-Fi' } } },
    TextField: { fixedProps: { label: 'Name' } },
    Typography: { children: 'Typography sets text in the theme’s type scale.', spanWidth: true },
  },
  'joy-ui': {
    Badge: { childIcon: 'MailOutline', fixedProps: { badgeContent: 4 } },
    Button: { children: 'Button' },
    Card: { children: 'A card groups the content and actions about one subject.' },
    Chip: { children: 'Chip' },
    // The placeholder is a control the reader may empty; the name must stay.
    Input: { fixedProps: { 'aria-label': 'Email' }, initialValues: { placeholder: 'Type in here…' } },
    Typography: { children: 'Typography sets text in the theme’s type scale.', spanWidth: true },
  },
};

/** What is wrong with a preset for these controls: starting a prop that has no control, or fixing one that has. */
export function presetProblems(controls: readonly PlaygroundControl[], preset: PlaygroundPreset): string[] {
  const controlled = new Set(controls.map((control) => control.name));
  const problems: string[] = [];
  for (const name of Object.keys(preset.initialValues ?? {})) {
    if (!controlled.has(name)) problems.push(`it starts "${name}", which has no control`);
  }
  for (const name of Object.keys(preset.fixedProps ?? {})) {
    if (controlled.has(name)) problems.push(`it fixes "${name}", which the reader controls`);
  }
  return problems;
}
