import React, { useMemo, useState } from 'react';
import CodeBlock from '@theme/CodeBlock';
import * as colors from '@mui/material/colors';
import { extendTheme } from '@mui/joy/styles';
import {
  BUILDER_HUES,
  builderHueLabel,
  builderPalette,
  builderThemeCode,
  builderThemeOptions,
  DEFAULT_CHOICES,
  SCALE_STEPS,
  type BuilderChoices,
  type BuilderColorTable,
  type BuilderHue,
  type ColorChoice,
  type ColorScale,
  type JoyPaletteColor,
  JOY_PALETTE_COLORS,
} from '../../lib/joyThemeBuilder';
import JoyDemoThemeProvider from '../JoyDemoTheme';
import Preview from './Preview';
import styles from './styles.module.css';

const table = colors as unknown as BuilderColorTable;
const JOY_DEFAULT_PALETTE = extendTheme().colorSchemes.light.palette;
/** The preview's variables get their own prefix, so they never override another Joy theme on the page. */
const PREVIEW_PREFIX = 'theme-builder';

function choiceValue(choice: ColorChoice): string {
  return choice.kind === 'hue' ? choice.hue : choice.kind;
}

function ColorControl({
  color,
  choice,
  scale,
  onChange,
}: {
  color: JoyPaletteColor;
  choice: ColorChoice;
  scale: ColorScale;
  onChange: (choice: ColorChoice) => void;
}) {
  return (
    <fieldset className={styles.control} data-builder-color={color}>
      <legend className={styles.legend}>{color}</legend>
      <div className={styles.inputs}>
        <select
          aria-label={`${color} colour`}
          value={choiceValue(choice)}
          onChange={(event) => {
            const value = event.target.value;
            if (value === 'default') onChange({ kind: 'default' });
            else if (value === 'custom') onChange({ kind: 'custom', color: scale['500'] });
            else onChange({ kind: 'hue', hue: value as BuilderHue });
          }}
        >
          <option value="default">Joy default</option>
          {BUILDER_HUES.map((hue) => (
            <option key={hue} value={hue}>
              {builderHueLabel(hue)}
            </option>
          ))}
          <option value="custom">Custom colour</option>
        </select>
        {choice.kind === 'custom' && (
          <input
            type="color"
            aria-label={`Custom ${color} colour (500)`}
            value={choice.color}
            onChange={(event) => onChange({ kind: 'custom', color: event.target.value })}
          />
        )}
      </div>
      <ol className={styles.scale} aria-label={`${color} scale`}>
        {SCALE_STEPS.map((step) => (
          <li key={step} title={`${step}: ${scale[step]}`} style={{ background: scale[step] }}>
            <span className={styles.step}>{step}</span>
          </li>
        ))}
      </ol>
    </fieldset>
  );
}

/**
 * Pick each Joy palette colour from Material's hues or a colour of your own, see Joy components
 * with it in the site's colour mode, and copy the `extendTheme` call that gives it.
 */
export default function JoyThemeBuilder() {
  const [choices, setChoices] = useState<BuilderChoices>(DEFAULT_CHOICES);
  const palette = useMemo(() => builderPalette(choices, table), [choices]);
  const themeOptions = useMemo(() => ({ cssVarPrefix: PREVIEW_PREFIX, ...builderThemeOptions(palette) }), [palette]);
  const changed = Object.keys(palette).length > 0;

  return (
    <div className={styles.builder} data-search-exclude>
      <div className={styles.controls}>
        {JOY_PALETTE_COLORS.map((color) => (
          <ColorControl
            key={color}
            color={color}
            choice={choices[color]}
            scale={palette[color] ?? (JOY_DEFAULT_PALETTE[color] as unknown as ColorScale)}
            onChange={(choice) => setChoices((previous) => ({ ...previous, [color]: choice }))}
          />
        ))}
        <button
          type="button"
          className="button button--secondary button--sm"
          disabled={!changed}
          onClick={() => setChoices(DEFAULT_CHOICES)}
        >
          Reset to Joy’s defaults
        </button>
      </div>
      <section className={styles.preview} aria-label="Theme preview">
        <JoyDemoThemeProvider themeOptions={themeOptions}>
          <Preview />
        </JoyDemoThemeProvider>
      </section>
      <CodeBlock language="tsx" title="theme.ts">
        {builderThemeCode(palette)}
      </CodeBlock>
    </div>
  );
}
