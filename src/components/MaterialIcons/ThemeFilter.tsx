import React, { useId } from 'react';
import { ICON_THEMES, type IconTheme } from '../../lib/materialIcons/themes';
import styles from './styles.module.css';

/** The five icon themes as one radio group, drawn as a row of toggle buttons. */
export default function ThemeFilter({ value, onChange }: { value: IconTheme; onChange: (theme: IconTheme) => void }) {
  const name = useId();
  return (
    <fieldset className={styles.themes}>
      <legend className={styles.themesLegend}>Theme</legend>
      <div className={styles.themeOptions}>
        {ICON_THEMES.map((theme) => (
          <label key={theme.id} className={styles.themeOption}>
            <input
              type="radio"
              name={name}
              value={theme.id}
              checked={value === theme.id}
              onChange={() => onChange(theme.id)}
            />
            <span>{theme.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
