import React, { lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import clsx from 'clsx';
import { isSearchShortcut, shortcutLabel } from '../../lib/search/shortcuts';
import { useSearchLabel } from './labels';
import { SearchIcon } from './SearchIcon';
import { searchStore } from './store';
import styles from './SearchNavbarItem.module.css';

const loadDialog = () => import('./SearchDialog');
const SearchDialog = lazy(loadDialog);

/** Starts downloading the dialog early (hover, focus) so it opens without a wait. */
function preloadDialog() {
  loadDialog().catch(() => {
    // The real import reports the error when the dialog opens.
  });
}

/** The desktop trigger, kept so focus can return to it when the dialog was opened by shortcut. */
let desktopTrigger: HTMLButtonElement | null = null;

function focusTarget(fallback: HTMLElement | null): HTMLElement | null {
  const active = typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null);
  if (active && active !== document.body) return active;
  return fallback;
}

class DialogErrorBoundary extends React.Component<
  { fallback: React.ReactNode; children: React.ReactNode },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function UnavailableNotice({ onClose }: { onClose: () => void }) {
  const label = useSearchLabel();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);
  return (
    <div className={styles.notice} role="alert">
      {label('unavailable')}
      <button type="button" className={styles.noticeClose} onClick={onClose}>
        {label('close')}
      </button>
    </div>
  );
}

/**
 * Navbar search trigger. Renders only a button; the dialog (and the search engine) load on first
 * open. Ctrl/Cmd+K and `/` open it from anywhere. With `mobile` (the mobile menu) it is a compact
 * icon button.
 */
export default function SearchNavbarItem({
  mobile = false,
  onClick: onItemClick,
}: {
  mobile?: boolean;
  onClick?: () => void;
}) {
  const label = useSearchLabel();
  const { open } = useSyncExternalStore(searchStore.subscribe, searchStore.get, searchStore.getServer);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [shortcut, setShortcut] = useState('Ctrl K');
  const hosting = !mobile;

  useEffect(() => {
    setShortcut(shortcutLabel(navigator.platform || navigator.userAgent));
  }, []);

  useEffect(() => {
    if (!hosting) return undefined;
    const button = buttonRef.current;
    desktopTrigger = button;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      if (searchStore.get().open) {
        if (event.key !== '/') searchStore.close();
        return;
      }
      searchStore.open(focusTarget(desktopTrigger));
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      if (desktopTrigger === button) desktopTrigger = null;
    };
  }, [hosting]);

  const close = useCallback((restoreFocus: boolean) => {
    const target = searchStore.get().returnFocus;
    searchStore.close();
    if (restoreFocus) {
      // After React removed the dialog.
      window.setTimeout(() => {
        const element = target && target.isConnected && target.offsetParent !== null ? target : desktopTrigger;
        element?.focus();
      }, 0);
    }
  }, []);

  const onClick = (event: React.MouseEvent<HTMLButtonElement>) => {
    searchStore.open(event.currentTarget);
    // In the mobile menu, Docusaurus passes a handler that closes the menu.
    onItemClick?.();
  };

  const button = (
    <button
      ref={buttonRef}
      type="button"
      className={clsx(mobile ? styles.mobileButton : styles.button)}
      // Named by its text ("Search") where it shows one, so the name matches what sighted
      // speech-input users read; the shortcut hint is announced through aria-keyshortcuts.
      aria-label={mobile ? label('label') : undefined}
      aria-haspopup="dialog"
      aria-expanded={hosting ? open : undefined}
      aria-keyshortcuts="Control+K Meta+K /"
      data-search-trigger={mobile ? 'mobile' : 'navbar'}
      onClick={onClick}
      onPointerEnter={preloadDialog}
      onFocus={preloadDialog}
    >
      <SearchIcon className={styles.icon} />
      {!mobile && (
        <>
          <span className={styles.text}>{label('label')}</span>
          <kbd className={styles.kbd} aria-hidden="true">
            {shortcut}
          </kbd>
        </>
      )}
    </button>
  );

  if (mobile) return <li className="menu__list-item">{button}</li>;

  return (
    <>
      {button}
      {open && (
        <DialogErrorBoundary fallback={<UnavailableNotice onClose={() => close(true)} />}>
          <Suspense fallback={null}>
            <SearchDialog onClose={close} />
          </Suspense>
        </DialogErrorBoundary>
      )}
    </>
  );
}
