import React, { lazy, Suspense, useCallback, useRef, useState } from 'react';
import clsx from 'clsx';
import { useTranslate } from '../../providers/DocsConfig';
import styles from './styles.module.css';

const loadDrawer = () => import('./SettingsDrawer');
const SettingsDrawer = lazy(loadDrawer);

/**
 * The navbar's settings button. It renders without MUI; the drawer (and MUI with it) loads on
 * first hover, focus or click.
 */
export default function SettingsNavbarItem({ mobile }: { mobile?: boolean }) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={clsx(styles.trigger, mobile ? styles.mobile : 'navbar__item')}
        aria-label={t('settings.settings')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-ga-event-category="settings"
        data-ga-event-action="open"
        onPointerEnter={loadDrawer}
        onFocus={loadDrawer}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M19.4 13a7.6 7.6 0 0 0 0-2l2.1-1.6a.5.5 0 0 0 .1-.6l-2-3.5a.5.5 0 0 0-.6-.2l-2.5 1a7.3 7.3 0 0 0-1.7-1l-.4-2.6a.5.5 0 0 0-.5-.5h-4a.5.5 0 0 0-.5.4l-.4 2.7a7.6 7.6 0 0 0-1.7 1l-2.5-1a.5.5 0 0 0-.6.2l-2 3.5a.5.5 0 0 0 .1.6L4.6 11a7.6 7.6 0 0 0 0 2l-2.1 1.6a.5.5 0 0 0-.1.6l2 3.5c.1.2.4.3.6.2l2.5-1c.5.4 1.1.7 1.7 1l.4 2.6c0 .3.3.5.5.5h4c.3 0 .5-.2.5-.4l.4-2.7c.6-.3 1.2-.6 1.7-1l2.5 1c.2.1.5 0 .6-.2l2-3.5a.5.5 0 0 0-.1-.6zM12 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z"
          />
        </svg>
        {mobile && <span>{t('settings.settings')}</span>}
      </button>
      {requested && (
        <Suspense fallback={null}>
          <SettingsDrawer open={open} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
