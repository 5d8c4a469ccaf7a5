import React, { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from '@docusaurus/router';
import CopyButton from '@site/src/components/CopyButton';
import { markdownPathOf } from '@site/src/lib/markdownExport';
import { useTranslate } from '@site/src/providers/DocsConfig';
import styles from './styles.module.css';

async function fetchMarkdown(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * "Copy page": puts the page's Markdown (written beside it by plugins/llms-txt) on the
 * clipboard, and a menu that opens that Markdown. The text is fetched when the reader points at
 * or focuses the button, so the copy usually happens inside the click.
 */
export default function CopyPage() {
  const t = useTranslate();
  const { pathname } = useLocation();
  const markdownUrl = markdownPathOf(pathname);
  const pending = useRef<{ url: string; text: Promise<string> } | null>(null);
  const loaded = useRef<{ url: string; text: string } | null>(null);

  const load = useCallback(() => {
    if (pending.current?.url !== markdownUrl) {
      const text = fetchMarkdown(markdownUrl);
      pending.current = { url: markdownUrl, text };
      text.then(
        (value) => (loaded.current = { url: markdownUrl, text: value }),
        () => (pending.current = null), // Try again on the next click.
      );
    }
    return pending.current!.text;
  }, [markdownUrl]);

  const text = useCallback(
    () => (loaded.current?.url === markdownUrl ? loaded.current.text : load()),
    [load, markdownUrl],
  );

  return (
    <div className={styles.pageActions}>
      <CopyButton
        text={text}
        onPointerEnter={load}
        onFocus={load}
        className={styles.copy}
        labels={{ copy: t('copyPage.copy'), copied: t('copyPage.copied'), ariaLabel: t('copyPage.ariaLabel') }}
      />
      <MoreMenu markdownUrl={markdownUrl} />
    </div>
  );
}

function MoreMenu({ markdownUrl }: { markdownUrl: string }) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const item = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    item.current?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      toggle.current?.focus();
    }
  };

  return (
    <div
      ref={root}
      className={styles.more}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-label={t('copyPage.more')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      {open && (
        <div id={menuId} role="menu" tabIndex={-1} className={styles.menu} onKeyDown={onKeyDown}>
          <a
            ref={item}
            role="menuitem"
            href={markdownUrl}
            target="_blank"
            rel="noopener"
            className={styles.item}
            onClick={() => setOpen(false)}
          >
            {t('copyPage.viewMarkdown')}
          </a>
        </div>
      )}
    </div>
  );
}
