import * as React from 'react';
import { CssAnimation } from '@mui/base/Transitions';
import { TransitionContext, useTransitionTrigger } from '@mui/base/useTransition';
import styles from './TransitionsDraftSaved.module.css';

export default function TransitionsDraftSaved() {
  const [savedAt, setSavedAt] = React.useState('');
  const [open, setOpen] = React.useState(false);
  const saveRef = React.useRef<HTMLButtonElement>(null);
  const id = React.useId();
  // Tells CssAnimation when to enter and leave, and when it has finished leaving.
  const { contextValue, hasExited } = useTransitionTrigger(open);

  const save = () => {
    setSavedAt(
      new Intl.DateTimeFormat(undefined, { timeStyle: 'short' }).format(new Date()),
    );
    setOpen(true);
  };

  const dismiss = () => {
    setOpen(false);
    saveRef.current?.focus();
  };

  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <label htmlFor={`${id}-subject`} className={styles.label}>
          Subject
        </label>
        <input
          id={`${id}-subject`}
          defaultValue="Q3 planning agenda"
          className={styles.input}
        />
        <button
          ref={saveRef}
          type="button"
          onClick={save}
          className={styles.primaryButton}
        >
          Save draft
        </button>
      </div>
      <div role="status">
        <TransitionContext.Provider value={contextValue}>
          <CssAnimation
            hidden={hasExited}
            className={styles.toast}
            enterClassName={styles.enter}
            exitClassName={styles.exit}
            enterAnimationName={styles.toastIn}
            exitAnimationName={styles.toastOut}
          >
            Draft saved at {savedAt}
            <button type="button" onClick={dismiss} className={styles.dismissButton}>
              Dismiss
            </button>
          </CssAnimation>
        </TransitionContext.Provider>
      </div>
    </div>
  );
}
