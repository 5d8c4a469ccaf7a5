import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import styles from './TextareaAutosizeMaxRows.module.css';

const notes = [
  'Version 4.2 — 14 March',
  '',
  '- Invoices can now be exported as CSV.',
  '- Search finds customers by VAT number.',
  '- The dashboard loads twice as fast on slow connections.',
  '- Fixed: time zones in scheduled reports.',
  '- Fixed: dark mode colors in the invoice preview.',
  '- Removed: the legacy v1 API (announced in 3.8).',
].join('\n');

export default function TextareaAutosizeMaxRows() {
  const id = React.useId();

  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-notes`} className={styles.label}>
        Release notes
      </label>
      <TextareaAutosize
        id={`${id}-notes`}
        aria-describedby={`${id}-hint`}
        minRows={3}
        maxRows={6}
        defaultValue={notes}
        className={styles.textarea}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        Grows from 3 to 6 lines, then scrolls.
      </p>
    </div>
  );
}
