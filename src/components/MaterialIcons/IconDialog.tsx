import React, { useEffect, useId, useRef } from 'react';
import CopyButton from '../CopyButton';
import type { IconNode } from '../../lib/materialIcons/format';
import { componentName, importLine } from '../../lib/materialIcons/importLine';
import { themeLabel, type IconTheme } from '../../lib/materialIcons/themes';
import IconGlyph from './IconGlyph';
import styles from './styles.module.css';

/** The sizes SvgIcon's `fontSize` prop gives (small, medium, large) and a larger one set with `sx`. */
const SIZES = [
  { px: 20, caption: 'small' },
  { px: 24, caption: 'medium, the default' },
  { px: 35, caption: 'large' },
  { px: 48, caption: 'any size, with sx' },
];

export interface IconDialogProps {
  name: string;
  theme: IconTheme;
  nodes: IconNode[] | undefined;
  onClose: () => void;
}

/**
 * One icon up close: at several sizes, with its import line to copy. A native modal `<dialog>`:
 * the browser traps focus, closes it on Escape and gives focus back to the icon's button.
 */
export default function IconDialog({ name, theme, nodes, onClose }: IconDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const line = importLine(name);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const handleClose = () => onClose();
    dialog.addEventListener('close', handleClose);
    return () => {
      dialog.removeEventListener('close', handleClose);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [onClose]);

  return (
    // A click on the backdrop lands on the dialog itself (its content fills it) and closes it;
    // keyboard users have Escape and the Close button.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      data-icon-dialog={name}
      onClick={(event) => {
        if (event.target === event.currentTarget) ref.current?.close();
      }}
    >
      <div className={styles.dialogBody}>
        <div className={styles.dialogHeader}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {name}
          </h2>
          <span className={styles.dialogTheme}>{themeLabel(theme)}</span>
          <button type="button" className={styles.closeButton} onClick={() => ref.current?.close()}>
            Close
          </button>
        </div>
        <p className={styles.sizesIntro}>
          Its sizes, set with the <code>fontSize</code> prop:
        </p>
        <ul className={styles.sizes}>
          {SIZES.map((size) => (
            <li key={size.px} className={styles.size}>
              <span className={styles.sizeBox}>
                <IconGlyph nodes={nodes} size={size.px} className={styles.sizeGlyph} />
              </span>
              <span className={styles.sizeLabel}>{size.px} px</span>
              <span className={styles.sizeCaption}>{size.caption}</span>
            </li>
          ))}
        </ul>
        <p className={styles.importLabel}>
          Import it, then render <code>{`<${componentName(name)} />`}</code>:
        </p>
        <div className={styles.importLine}>
          <code data-import-line="">{line}</code>
          <CopyButton text={line} className={styles.importCopy} />
        </div>
      </div>
    </dialog>
  );
}
