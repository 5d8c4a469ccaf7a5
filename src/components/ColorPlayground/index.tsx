import React, { useEffect, useId, useMemo, useState } from 'react';
import CodeBlock from '@theme/CodeBlock';
import * as colors from '@mui/material/colors';
import {
  colorOf,
  HUES,
  hueLabel,
  selectionOf,
  SHADES,
  themeSnippet,
  type ColorTable,
  type PlaygroundSelection,
  type Shade,
} from '../../lib/colorPlayground';
import { useChangeThemeSettings, useThemeSettings } from '../../providers/ThemeSettings';
import styles from './styles.module.css';

const table = colors as unknown as ColorTable;
const DEFAULT_PRIMARY: PlaygroundSelection = { hue: 'blue', shade: '700' };
const DEFAULT_SECONDARY: PlaygroundSelection = { hue: 'purple', shade: '500' };

function ColorPicker({
  title,
  selection,
  onChange,
}: {
  title: string;
  selection: PlaygroundSelection;
  onChange: (selection: PlaygroundSelection) => void;
}) {
  const id = useId();
  return (
    <fieldset className={styles.picker}>
      <legend className={styles.legend}>
        {title}
        <span className={styles.value} style={{ background: colorOf(table, selection) }} aria-hidden="true" />
        <code>{colorOf(table, selection)}</code>
      </legend>
      <div className={styles.swatches} role="radiogroup" aria-label={`${title} hue`}>
        {HUES.map((hue) => (
          <label
            key={hue}
            className={styles.swatch}
            title={hueLabel(hue)}
            style={{ background: table[hue][selection.shade] }}
          >
            <input
              type="radio"
              name={`${id}-hue`}
              value={hue}
              checked={selection.hue === hue}
              onChange={() => onChange({ ...selection, hue })}
              aria-label={hueLabel(hue)}
            />
          </label>
        ))}
      </div>
      <label className={styles.shade}>
        Shade
        <select
          value={selection.shade}
          onChange={(event) => onChange({ ...selection, shade: event.target.value as Shade })}
        >
          {SHADES.map((shade) => (
            <option key={shade} value={shade}>
              {shade}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}

/** Pick primary and secondary colours and apply them to every demo in the docs; the choice persists. */
export default function ColorPlayground() {
  const { paletteColors } = useThemeSettings();
  const changeSettings = useChangeThemeSettings();
  const [primary, setPrimary] = useState(DEFAULT_PRIMARY);
  const [secondary, setSecondary] = useState(DEFAULT_SECONDARY);

  // Reopen on the colours the reader applied last time (restored from storage after hydration).
  useEffect(() => {
    setPrimary((current) => selectionOf(table, paletteColors.primary, current));
    setSecondary((current) => selectionOf(table, paletteColors.secondary, current));
  }, [paletteColors.primary, paletteColors.secondary]);

  const chosen = useMemo(
    () => ({ primary: colorOf(table, primary), secondary: colorOf(table, secondary) }),
    [primary, secondary],
  );
  const applied = paletteColors.primary === chosen.primary && paletteColors.secondary === chosen.secondary;

  return (
    <div className={styles.playground}>
      <div className={styles.pickers}>
        <ColorPicker title="Primary" selection={primary} onChange={setPrimary} />
        <ColorPicker title="Secondary" selection={secondary} onChange={setSecondary} />
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className="button button--primary"
          disabled={applied}
          data-ga-event-category="color-playground"
          data-ga-event-action="apply"
          onClick={() => changeSettings({ type: 'CHANGE', payload: { paletteColors: chosen } })}
        >
          {applied ? 'Applied to the docs demos' : 'Apply to the docs demos'}
        </button>
        <button
          type="button"
          className="button button--secondary"
          disabled={!paletteColors.primary && !paletteColors.secondary}
          data-ga-event-category="color-playground"
          data-ga-event-action="reset"
          onClick={() => changeSettings({ type: 'RESET_COLORS' })}
        >
          Reset to the default colours
        </button>
      </div>
      <CodeBlock language="tsx" title="theme.ts">
        {themeSnippet(chosen.primary, chosen.secondary)}
      </CodeBlock>
    </div>
  );
}
