import * as React from 'react';
import { unstable_useNumberInput as useNumberInput } from '@mui/base/unstable_useNumberInput';
import styles from './NumberInputUseNumberInput.module.css';

const PRICE = 64;

export default function NumberInputUseNumberInput() {
  const id = React.useId();
  const [quantity, setQuantity] = React.useState<number | null>(2);
  const {
    getRootProps,
    getInputProps,
    getIncrementButtonProps,
    getDecrementButtonProps,
    focused,
  } = useNumberInput({
    inputId: id,
    min: 1,
    max: 10,
    value: quantity,
    onChange: (_event, value) => setQuantity(value),
  });

  return (
    <div className={styles.lineItem}>
      <div className={styles.product}>
        <p className={styles.name}>Gooseneck kettle</p>
        <p className={styles.muted}>${PRICE.toFixed(2)} each</p>
      </div>
      <div className={styles.quantityField}>
        <label htmlFor={id} className={styles.muted}>
          Quantity
        </label>
        <div
          {...getRootProps()}
          data-focused={focused || undefined}
          className={styles.stepper}
        >
          <button
            {...getDecrementButtonProps()}
            type="button"
            aria-label="Decrease quantity"
            className={styles.stepButton}
          >
            −
          </button>
          <input {...getInputProps()} role="spinbutton" className={styles.input} />
          <button
            {...getIncrementButtonProps()}
            type="button"
            aria-label="Increase quantity"
            className={styles.stepButton}
          >
            +
          </button>
        </div>
      </div>
      <output htmlFor={id} className={styles.total}>
        ${(PRICE * (quantity ?? 0)).toFixed(2)}
      </output>
    </div>
  );
}
