import React from 'react';
import clsx from 'clsx';
import { useTranslate } from '../../providers/DocsConfig';
import { isDemoCompileError } from '../../lib/demos/compileErrors';
import styles from './styles.module.css';
import TextButton from './TextButton';

/**
 * What a demo shows in place of its preview when it fails: a crash, with a reset, or (in `npm
 * start`) a file that does not compile, located and framed, which only the next good save fixes.
 */
export default function DemoErrorBox({ name, error, onReset }: { name: string; error: Error; onReset: () => void }) {
  const t = useTranslate();
  const compileError = isDemoCompileError(error);
  return (
    <div
      role="alert"
      className={styles.errorBox}
      data-demo-crashed=""
      data-demo-compile-error={compileError ? '' : undefined}
    >
      <p className={styles.errorTitle}>{t(compileError ? 'demo.compileError' : 'demo.crashed')}</p>
      <pre className={clsx(styles.errorMessage, compileError && styles.errorFrame)}>{error.message}</pre>
      {!compileError && (
        <TextButton demoName={name} action="reset-after-error" onClick={onReset}>
          {t('demo.reset')}
        </TextButton>
      )}
    </div>
  );
}
