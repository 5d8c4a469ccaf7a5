import React, { Fragment } from 'react';
import type { PlaygroundControl, PlaygroundValue } from '../../lib/propsPlayground';
import styles from './styles.module.css';

export interface ControlProps {
  control: PlaygroundControl;
  value: PlaygroundValue | undefined;
  onChange: (value: PlaygroundValue | undefined) => void;
}

/** The option a list shows for a prop left out (a list without a documented default). */
const UNSET_OPTION = '';

/** A prop's name that may wrap between its words (`disable<wbr>Elevation`) when a column is narrow. */
function PropName({ name }: { name: string }) {
  return (
    <span className={styles.name}>
      {name.split(/(?=[A-Z])/).map((word, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {word}
        </Fragment>
      ))}
    </span>
  );
}

/** One prop's control, labelled with the prop's name: a list, a switch or a text field. */
export default function PlaygroundControlField({ control, value, onChange }: ControlProps) {
  const name = <PropName name={control.name} />;
  if (control.kind === 'switch') {
    return (
      <label className={styles.toggle}>
        <input
          type="checkbox"
          role="switch"
          className={styles.switch}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
        />
        {name}
      </label>
    );
  }
  if (control.kind === 'text') {
    return (
      <label className={styles.field}>
        {name}
        <input
          type="text"
          value={typeof value === 'string' ? value : ''}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    );
  }
  // Options are keyed by position: a list may hold `false` beside strings.
  const selected = value === undefined ? UNSET_OPTION : String(control.options.indexOf(value));
  return (
    <label className={styles.field}>
      {name}
      <select
        value={selected}
        onChange={(event) =>
          onChange(event.target.value === UNSET_OPTION ? undefined : control.options[Number(event.target.value)])
        }
      >
        {control.defaultValue === undefined && <option value={UNSET_OPTION}>not set</option>}
        {control.options.map((option, index) => (
          <option key={String(option)} value={String(index)}>
            {String(option)}
          </option>
        ))}
      </select>
    </label>
  );
}
