import React, { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import clsx from 'clsx';
import CopyButton from '../CopyButton';
import { rovingTarget } from '../../lib/demos/roving';
import { STYLING_KEYS } from '../../lib/demos/variants';
import type { CodeStyling, CodeVariant } from '../../lib/demos/types';
import type { SandboxProvider } from '../../lib/sandboxProject';
import { useTranslate } from '../../providers/DocsConfig';
import { BoltIcon, BoxIcon, CheckIcon, ChevronDownIcon, CodeIcon, FocusIcon, ResetIcon, SourceIcon } from './icons';
import styles from './styles.module.css';
import { loadPrismLines } from '@site/src/theme/CodeBlock/Content/loadPrismLines';

const preloadHighlighter = () => void loadPrismLines();

export interface DemoToolbarProps {
  name: string;
  /** Read aloud as the toolbar's name, e.g. "Button variants". */
  title: string;
  stylings: readonly CodeStyling[];
  styling: CodeStyling;
  onStylingChange: (styling: CodeStyling) => void;
  codeVariant: CodeVariant;
  onCodeVariantChange: (variant: CodeVariant) => void;
  codeOpen: boolean;
  codePanelId: string;
  onToggleCode: () => void;
  /** The code the copy button copies, read at click time. */
  getCode: () => string | Promise<string>;
  onResetFocus: () => void;
  onReset: () => void;
  onOpenSandbox: (provider: SandboxProvider) => void;
  sourceUrl: string;
}

const STYLING_LABELS: Record<CodeStyling, string> = {
  System: 'demo.system',
  Tailwind: 'demo.tailwind',
  CSS: 'demo.css',
};

/** Analytics attributes every control carries. */
function ga(action: string, name: string) {
  return { 'data-ga-event-category': 'demo', 'data-ga-event-action': action, 'data-ga-event-label': name };
}

/**
 * The row of actions under a demo: a WAI-ARIA toolbar with one tab stop. Arrow keys move between
 * controls (mirrored when the page reads right to left), Home and End jump to the ends.
 */
export default function DemoToolbar(props: DemoToolbarProps) {
  const { name, title, stylings, styling, codeVariant, codeOpen } = props;
  const t = useTranslate();
  const toolbarRef = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);

  const items = useCallback(
    () => Array.from(toolbarRef.current?.querySelectorAll<HTMLElement>('[data-roving-item]') ?? []),
    [],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (!target.hasAttribute('data-roving-item') || event.altKey || event.ctrlKey || event.metaKey) return;
    const list = items();
    const direction = getComputedStyle(toolbarRef.current!).direction === 'rtl' ? 'rtl' : 'ltr';
    const next = rovingTarget(event.key, list.indexOf(target), list.length, direction);
    if (next === null) return;
    event.preventDefault();
    list[next].focus();
  };

  const onFocus = (event: React.FocusEvent<HTMLDivElement>) => {
    const index = items().indexOf(event.target as HTMLElement);
    if (index >= 0) setActive(index);
  };

  // Controls get their tab order from their rendering order, which is their order on screen.
  let counter = 0;
  const rove = () => {
    const index = counter;
    counter += 1;
    return { 'data-roving-item': '', tabIndex: index === active ? 0 : -1 };
  };

  return (
    <div
      ref={toolbarRef}
      role="toolbar"
      aria-label={`${t('demo.toolbar')}: ${title}`}
      className={styles.toolbar}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      <div className={styles.toolbarGroup}>
        {stylings.length > 1 && (
          <StylingMenu
            name={name}
            stylings={stylings}
            styling={styling}
            onChange={props.onStylingChange}
            buttonProps={rove()}
          />
        )}
        <div className={styles.segmented}>
          {(['JS', 'TS'] as const).map((variant) => (
            <button
              key={variant}
              type="button"
              className={styles.segment}
              aria-pressed={codeVariant === variant}
              title={t(variant === 'JS' ? 'demo.javascript' : 'demo.typescript')}
              onClick={() => props.onCodeVariantChange(variant)}
              {...rove()}
              {...ga(variant === 'JS' ? 'code-variant-js' : 'code-variant-ts', name)}
            >
              {variant}
            </button>
          ))}
        </div>
      </div>
      <div className={styles.toolbarGroup}>
        <IconButton
          label={t(codeOpen ? 'demo.hideCode' : 'demo.showCode')}
          onClick={props.onToggleCode}
          pressed={codeOpen}
          extra={{
            'aria-expanded': codeOpen,
            'aria-controls': codeOpen ? props.codePanelId : undefined,
            // The code is highlighted in the browser: fetch the highlighter as the reader reaches for it.
            onPointerEnter: preloadHighlighter,
            onFocus: preloadHighlighter,
          }}
          {...rove()}
          {...ga(codeOpen ? 'hide-code' : 'show-code', name)}
        >
          <CodeIcon />
        </IconButton>
        <CopyButton text={props.getCode} className={styles.copy} {...rove()} {...ga('copy', name)} />
        <IconButton label={t('demo.resetFocus')} onClick={props.onResetFocus} {...rove()} {...ga('reset-focus', name)}>
          <FocusIcon />
        </IconButton>
        <IconButton label={t('demo.reset')} onClick={props.onReset} {...rove()} {...ga('reset', name)}>
          <ResetIcon />
        </IconButton>
        <IconButton
          label={t('demo.stackblitz')}
          onClick={() => props.onOpenSandbox('stackblitz')}
          {...rove()}
          {...ga('stackblitz', name)}
        >
          <BoltIcon />
        </IconButton>
        <IconButton
          label={t('demo.codesandbox')}
          onClick={() => props.onOpenSandbox('codesandbox')}
          {...rove()}
          {...ga('codesandbox', name)}
        >
          <BoxIcon />
        </IconButton>
        <a
          href={props.sourceUrl}
          className={styles.iconButton}
          aria-label={t('demo.viewSource')}
          title={t('demo.viewSource')}
          target="_blank"
          rel="noopener noreferrer"
          {...rove()}
          {...ga('view-source', name)}
        >
          <SourceIcon />
        </a>
      </div>
    </div>
  );
}

interface IconButtonProps {
  label: string;
  onClick: () => void;
  pressed?: boolean;
  extra?: Record<string, unknown>;
  children: ReactNode;
  tabIndex: number;
  [attribute: `data-${string}`]: string;
}

function IconButton({ label, onClick, pressed, extra, children, ...rest }: IconButtonProps) {
  return (
    <button
      type="button"
      className={clsx(styles.iconButton, pressed && styles.iconButtonPressed)}
      aria-label={label}
      title={label}
      onClick={onClick}
      {...extra}
      {...rest}
    >
      {children}
    </button>
  );
}

interface StylingMenuProps {
  name: string;
  stylings: readonly CodeStyling[];
  styling: CodeStyling;
  onChange: (styling: CodeStyling) => void;
  buttonProps: { tabIndex: number; 'data-roving-item': string };
}

/** A menu button listing the demo's stylings as radio items. */
function StylingMenu({ name, stylings, styling, onChange, buttonProps }: StylingMenuProps) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const menuItems = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? []);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const list = menuItems();
    (list.find((item) => item.getAttribute('aria-checked') === 'true') ?? list[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    // Keys inside the menu belong to the menu, not to the toolbar around it.
    event.stopPropagation();
    const list = menuItems();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const step = (delta: number) => list[(index + delta + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        step(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        step(-1);
        break;
      case 'Home':
        event.preventDefault();
        list[0]?.focus();
        break;
      case 'End':
        event.preventDefault();
        list[list.length - 1]?.focus();
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
    }
  };

  const choose = (value: CodeStyling) => {
    onChange(value);
    close(true);
  };

  return (
    <div className={styles.menuAnchor}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`${t('demo.styling')}: ${t(STYLING_LABELS[styling])}`}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        {...buttonProps}
        {...ga('styling-menu', name)}
      >
        <span className={styles.menuButtonLabel}>{t(STYLING_LABELS[styling])}</span>
        <ChevronDownIcon />
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t('demo.styling')}
          className={styles.menu}
          onKeyDown={onMenuKeyDown}
        >
          {stylings.map((value) => (
            <li
              key={value}
              role="menuitemradio"
              aria-checked={value === styling}
              tabIndex={-1}
              className={styles.menuItem}
              onClick={() => choose(value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  choose(value);
                }
              }}
              {...ga(`styling-${STYLING_KEYS[value]}`, name)}
            >
              <span className={styles.menuCheck}>{value === styling && <CheckIcon />}</span>
              {t(STYLING_LABELS[value])}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
