import React from 'react';
import clsx from 'clsx';
import { useTranslate } from '../../providers/DocsConfig';
import { isDemoCompileError, splitCompileReport } from '../../lib/demos/compileErrors';
import styles from './styles.module.css';
import TextButton from './TextButton';

/** Where and what, wrapped to the box; then the code around it, scrolled sideways if it must. */
function CompileReport({ report }: { report: string }) {
  const { located, frame } = splitCompileReport(report);
  return (
    <>
      <pre className={styles.errorMessage} data-demo-compile-location="">
        {located}
      </pre>
      {frame && <pre className={clsx(styles.errorMessage, styles.errorFrame)}>{frame}</pre>}
    </>
  );
}

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
      {compileError ? (
        <CompileReport report={error.message} />
      ) : (
        <pre className={styles.errorMessage}>{error.message}</pre>
      )}
      {!compileError && (
        <TextButton demoName={name} action="reset-after-error" onClick={onReset}>
          {t('demo.reset')}
        </TextButton>
      )}
    </div>
  );
}
