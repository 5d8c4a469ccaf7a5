import React from 'react';
import { useChangeThemeSettings, useThemeSettings } from '../../providers/ThemeSettings';
import styles from './styles.module.css';

/** Spacing and compact-theme controls for the demos on the page. */
export default function DensityControls() {
  const { dense, spacing } = useThemeSettings();
  const change = useChangeThemeSettings();
  return (
    <div className={styles.controls} role="group" aria-label="Demo density">
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={dense}
          onChange={(event) => change({ type: 'SET_DENSE', payload: event.target.checked })}
        />
        Compact theme
      </label>
      <div className={styles.spacing}>
        <span id="spacing-label">Spacing unit</span>
        <button
          type="button"
          className="button button--sm button--secondary"
          aria-label="Decrease spacing"
          disabled={spacing <= 1}
          onClick={() => change({ type: 'DECREASE_SPACING' })}
        >
          −
        </button>
        <output aria-labelledby="spacing-label" aria-live="polite" className={styles.value}>
          {spacing}px
        </output>
        <button
          type="button"
          className="button button--sm button--secondary"
          aria-label="Increase spacing"
          disabled={spacing >= 16}
          onClick={() => change({ type: 'INCREASE_SPACING' })}
        >
          +
        </button>
      </div>
      <button
        type="button"
        className="button button--sm button--outline button--primary"
        onClick={() => change({ type: 'RESET_DENSITY' })}
      >
        Reset density
      </button>
    </div>
  );
}
