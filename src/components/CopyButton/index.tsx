import React, {
  forwardRef,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ButtonHTMLAttributes,
} from 'react';
import clsx from 'clsx';
import { copyText } from '../../lib/clipboard';
import { COPY_LABEL_REVERT_MS_STANDALONE, createCopyLabelTimer, type CopyLabelTimer } from '../../lib/codeCopy';
import { useTranslate } from '../../providers/DocsConfig';
import styles from './styles.module.css';

export interface CopyButtonHandle {
  /** Copies as if the button had been clicked (used by the Ctrl/Cmd + C shortcut). */
  copy: () => void;
}

export interface CopyButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick' | 'children' | 'type'
> {
  /** The exact text to copy, or a function returning it (or a promise of it) at click time. */
  text: string | (() => string | Promise<string>);
  /** How long "Copied" stays before the label returns to "Copy". */
  revertMs?: number;
  /** Called after each successful copy. */
  onCopied?: () => void;
  /** Visible labels and accessible name before copying; the code block's by default. */
  labels?: { copy: string; copied: string; ariaLabel: string };
}

function useCopyLabel(revertMs: number) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<CopyLabelTimer | null>(null);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      timer.current?.dispose();
      timer.current = null;
    };
  }, []);

  const markCopied = useCallback(() => {
    if (!mounted.current) return;
    timer.current ??= createCopyLabelTimer({
      revertMs,
      timers: {
        setTimeout: (callback, ms) => window.setTimeout(callback, ms),
        clearTimeout: (handle) => window.clearTimeout(handle),
      },
      onChange: setCopied,
    });
    timer.current.markCopied();
  }, [revertMs]);

  return { copied, markCopied };
}

/**
 * A "Copy" button that switches to "Copied" for `revertMs` after a successful copy and
 * announces it politely to screen readers. A failed copy is ignored: the label stays "Copy".
 * Light on purpose (no MUI), so it can sit in the docs chrome and in demo toolbars.
 */
const CopyButton = forwardRef<CopyButtonHandle, CopyButtonProps>(function CopyButton(
  { text, revertMs = COPY_LABEL_REVERT_MS_STANDALONE, onCopied, labels, className, ...buttonProps },
  ref,
) {
  const t = useTranslate();
  const { copied, markCopied } = useCopyLabel(revertMs);
  const latest = useRef({ text, onCopied });
  latest.current = { text, onCopied };

  const copy = useCallback(() => {
    const { text: source } = latest.current;
    const value = typeof source === 'function' ? source() : source;
    // A string is copied at once, inside the click; a promised one (code still loading) once it arrives.
    (typeof value === 'string' ? copyText(value) : value.then((text) => copyText(text))).then(
      () => {
        markCopied();
        latest.current.onCopied?.();
      },
      () => {
        // Refused by the browser: nothing to report to the reader, and nothing was copied.
      },
    );
  }, [markCopied]);

  useImperativeHandle(ref, () => ({ copy }), [copy]);

  const copiedLabel = labels?.copied ?? t('codeBlock.copied');
  return (
    <>
      <button
        type="button"
        aria-label={copied ? copiedLabel : (labels?.ariaLabel ?? t('codeBlock.copyAriaLabel'))}
        {...buttonProps}
        className={clsx(styles.copyButton, className)}
        data-copied={copied ? '' : undefined}
        onClick={copy}
      >
        {copied ? copiedLabel : (labels?.copy ?? t('codeBlock.copy'))}
      </button>
      <span className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {copied ? copiedLabel : ''}
      </span>
    </>
  );
});

export default CopyButton;
