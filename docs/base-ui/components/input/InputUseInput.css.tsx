import * as React from 'react';
import { useInput } from '@mui/base/useInput';
import styles from './InputUseInput.module.css';

const PRODUCTS = [
  'Cold brew bottle',
  'Cold brew filter bags',
  'Ceramic pour-over dripper',
  'Gooseneck kettle',
  'Hand coffee grinder',
  'Travel mug, 350 ml',
];

export default function InputUseInput() {
  const [query, setQuery] = React.useState('brew');
  const inputRef = React.useRef<HTMLInputElement>(null);
  const { getRootProps, getInputProps, focused } = useInput({
    value: query,
    onChange: (event) => setQuery(event.target.value),
    inputRef,
  });
  const matches = PRODUCTS.filter((product) =>
    product.toLowerCase().includes(query.trim().toLowerCase()),
  );

  return (
    <div className={styles.layout}>
      <div
        {...getRootProps()}
        data-focused={focused || undefined}
        className={styles.search}
      >
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
          <circle
            cx="9"
            cy="9"
            r="5.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <path d="m13 13 4 4" stroke="currentColor" strokeWidth="2" />
        </svg>
        <input
          {...getInputProps()}
          type="search"
          aria-label="Search products"
          placeholder="Search products"
          className={styles.input}
        />
        {query && (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              setQuery('');
              inputRef.current?.focus();
            }}
            className={styles.clear}
          >
            <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
              <path d="m4 4 8 8M12 4l-8 8" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        )}
      </div>
      <p role="status" className={styles.count}>
        {matches.length === 1 ? '1 product' : `${matches.length} products`}
      </p>
      <ul className={styles.results}>
        {matches.map((product) => (
          <li key={product}>{product}</li>
        ))}
      </ul>
    </div>
  );
}
