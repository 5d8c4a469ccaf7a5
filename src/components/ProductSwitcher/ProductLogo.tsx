import React from 'react';
import type { ProductId } from '../../lib/products';
import styles from './styles.module.css';

const MARKS: Record<ProductId, string> = {
  'material-ui': 'M',
  'joy-ui': 'J',
  system: 'S',
  'base-ui': 'B',
  'x-data-grid': 'X',
  'toolpad-core': 'T',
  'docs-infra': 'D',
};

/** A compact product mark; colours come from `--site-product-<id>` custom properties. */
export default function ProductLogo({ id }: { id: ProductId }) {
  return (
    <svg className={styles.logo} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <rect width="24" height="24" rx="7" fill={`var(--site-product-${id})`} />
      <text x="12" y="16.5" textAnchor="middle" fontSize="13" fontWeight="700" fill="#fff" fontFamily="inherit">
        {MARKS[id]}
      </text>
    </svg>
  );
}
