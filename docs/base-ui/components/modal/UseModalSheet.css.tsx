import * as React from 'react';
import { unstable_useModal as useModal } from '@mui/base/unstable_useModal';
import { Portal } from '@mui/base/Portal';
import { FocusTrap } from '@mui/base/FocusTrap';
import styles from './UseModalSheet.module.css';

const options = [
  { name: 'mentions', label: 'Mentions and replies' },
  { name: 'digest', label: 'Weekly email digest' },
  { name: 'updates', label: 'Product updates' },
] as const;

type Preferences = Record<(typeof options)[number]['name'], boolean>;

export default function UseModalSheet() {
  const [open, setOpen] = React.useState(false);
  const [preferences, setPreferences] = React.useState<Preferences>({
    mentions: true,
    digest: true,
    updates: false,
  });
  const id = React.useId();
  const enabled = options.filter((option) => preferences[option.name]).length;

  return (
    <div className={styles.root}>
      <div className={styles.row}>
        <button
          type="button"
          onClick={() => setOpen(true)}
          className={styles.secondaryButton}
        >
          Notification settings
        </button>
        <p>
          {enabled} of {options.length} notifications on
        </p>
      </div>
      <Sheet open={open} onClose={() => setOpen(false)} labelledBy={`${id}-title`}>
        <div className={styles.header}>
          <h2 id={`${id}-title`} className={styles.title}>
            Notifications
          </h2>
          <button
            type="button"
            aria-label="Close"
            onClick={() => setOpen(false)}
            className={styles.closeButton}
          >
            ×
          </button>
        </div>
        <div className={styles.options}>
          {options.map((option) => (
            <label key={option.name} className={styles.option}>
              <input
                type="checkbox"
                checked={preferences[option.name]}
                onChange={(event) =>
                  setPreferences({
                    ...preferences,
                    [option.name]: event.target.checked,
                  })
                }
                className={styles.checkbox}
              />
              {option.label}
            </label>
          ))}
        </div>
        <button
          type="button"
          onClick={() => setOpen(false)}
          className={styles.primaryButton}
        >
          Done
        </button>
      </Sheet>
    </div>
  );
}

interface SheetProps {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  children: React.ReactNode;
}

function Sheet({ open, onClose, labelledBy, children }: SheetProps) {
  const { getRootProps, getBackdropProps, portalRef } = useModal({
    open,
    onClose,
    rootRef: null,
    // Only used to detect a transition child; this sheet has none.
    children: null,
  });

  if (!open) {
    return null;
  }

  return (
    <Portal ref={portalRef}>
      <div {...getRootProps()} className={styles.sheetRoot}>
        <Backdrop {...getBackdropProps()} className={styles.backdrop} />
        <FocusTrap open>
          <div
            role="dialog"
            aria-modal="true"
            aria-labelledby={labelledBy}
            tabIndex={-1}
            className={styles.panel}
          >
            {children}
          </div>
        </FocusTrap>
      </div>
    </Portal>
  );
}

/** The backdrop props include `open`, which is not an attribute of a div. */
const Backdrop = React.forwardRef<
  HTMLDivElement,
  React.HTMLAttributes<HTMLDivElement> & { open?: boolean }
>(function Backdrop(props, ref) {
  const { open, ...other } = props;
  return <div ref={ref} {...other} />;
});
