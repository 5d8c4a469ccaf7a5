import * as React from 'react';
import { Popper, PopperPlacementType } from '@mui/base/Popper';
import styles from './PopperPlacement.module.css';

const modifiers = [{ name: 'offset', options: { offset: [0, 8] } }];

// A 3 × 3 grid around the anchor; the middle cell stays empty.
const placements: (PopperPlacementType | null)[] = [
  'top-start',
  'top',
  'top-end',
  'left',
  null,
  'right',
  'bottom-start',
  'bottom',
  'bottom-end',
];

export default function PopperPlacement() {
  const [placement, setPlacement] = React.useState<PopperPlacementType>('bottom');
  const [anchorEl, setAnchorEl] = React.useState<HTMLDivElement | null>(null);
  const name = React.useId();

  return (
    <div className={styles.root}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Placement</legend>
        <div className={styles.grid}>
          {placements.map((option) =>
            option === null ? (
              <span key="anchor" />
            ) : (
              <label key={option} className={styles.option}>
                <input
                  type="radio"
                  name={name}
                  value={option}
                  checked={placement === option}
                  onChange={() => setPlacement(option)}
                  className={styles.radio}
                />
                {option}
              </label>
            ),
          )}
        </div>
      </fieldset>
      <div className={styles.stage}>
        <div ref={setAnchorEl} className={styles.anchor}>
          Anchor
        </div>
        <Popper
          open={anchorEl !== null}
          anchorEl={anchorEl}
          placement={placement}
          modifiers={modifiers}
          className={styles.bubble}
        >
          {({ placement: current }) => `Placed at ${current}`}
        </Popper>
      </div>
    </div>
  );
}
