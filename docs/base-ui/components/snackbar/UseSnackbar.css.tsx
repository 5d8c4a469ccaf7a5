import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { useSnackbar } from '@mui/base/useSnackbar';
import { AlertCircleIcon, CheckCircleIcon } from './icons';
import styles from './UseSnackbar.module.css';

const INVITE_LINK = 'https://app.example.com/join/atlas-design-team';

export default function UseSnackbar() {
  const inputId = React.useId();
  const [open, setOpen] = React.useState(false);
  const [copied, setCopied] = React.useState(false);

  const { getRootProps, onClickAway } = useSnackbar({
    open,
    onClose: () => setOpen(false),
    autoHideDuration: 4000,
  });

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(INVITE_LINK);
      setCopied(true);
    } catch {
      setCopied(false);
    }
    setOpen(true);
  };

  return (
    <React.Fragment>
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>
          Invite link
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            readOnly
            value={INVITE_LINK}
            className={styles.input}
          />
          <button type="button" className={styles.button} onClick={copyLink}>
            Copy link
          </button>
        </div>
      </div>
      {open ? (
        <ClickAwayListener onClickAway={onClickAway}>
          <div {...getRootProps()} className={styles.toast}>
            {copied ? <CheckCircleIcon /> : <AlertCircleIcon />}
            <span role="status">
              {copied
                ? 'Invite link copied'
                : 'Copying is blocked here. Select the link and copy it yourself.'}
            </span>
          </div>
        </ClickAwayListener>
      ) : null}
    </React.Fragment>
  );
}
