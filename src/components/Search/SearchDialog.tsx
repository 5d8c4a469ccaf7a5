/**
 * The search dialog (its own chunk, loaded on first open): a combobox input over a listbox of
 * results grouped by product, or of quick links when there is no query. Base UI's Modal supplies
 * the portal, focus trap, scroll lock, Escape and backdrop click.
 */
import React, { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Modal } from '@mui/base/Modal';
import { useHistory, useLocation } from '@docusaurus/router';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import { PRODUCT_AREAS, type ProductArea } from '../../lib/products';
import { INDEX_DIR } from '../../lib/search/format';
import { productOfPath } from '../../lib/search/rank';
import { normalizeQuery } from '../../lib/search/text';
import { SearchIcon } from './SearchIcon';
import { useSearchLabel } from './labels';
import { optionUrls, QuickLinks, Results, type OptionHandlers } from './SearchOptions';
import styles from './SearchDialog.module.css';
import { searchStore } from './store';
import { getSearchClient, prefetchRestOfIndex, useSearchResults } from './useSearchResults';

/** Queries shorter than this show the quick links. */
const MIN_QUERY_CHARS = 2;

export interface SearchDialogProps {
  /** `restoreFocus`: dismissed (Escape, close button, backdrop) rather than navigated away. */
  onClose: (restoreFocus: boolean) => void;
}

export default function SearchDialog({ onClose }: SearchDialogProps) {
  const label = useSearchLabel();
  const history = useHistory();
  const { pathname } = useLocation();
  const { withBaseUrl } = useBaseUrlUtils();
  const client = getSearchClient(withBaseUrl(`/${INDEX_DIR}/`));
  const currentProduct = productOfPath(pathname);
  const currentArea = PRODUCT_AREAS.find((area) => area.id === currentProduct && !area.internal);

  const [query, setQuery] = useState('');
  const [scope, setScope] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const bodyScrolled = useRef(false);
  const scrollToActive = useRef(false);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = useCallback((index: number) => `${baseId}-option-${index}`, [baseId]);

  const normalized = normalizeQuery(query);
  const showQuickLinks = normalized.text.length < MIN_QUERY_CHARS;
  const { status, response, pending, slow } = useSearchResults(client, {
    query,
    scope,
    currentProduct,
    idle: showQuickLinks,
    onFirstResults: () => setActive(0),
  });

  // The modal mounts its content a moment after the dialog renders (the portal needs the page),
  // so the input takes focus when it is attached.
  const attachInput = useCallback((input: HTMLInputElement | null) => {
    inputRef.current = input;
    if (!input) return;
    input.focus();
    // From here on keys reach the input; take over whatever was typed while the dialog loaded.
    const typedAhead = searchStore.takeTypedAhead();
    if (typedAhead) setQuery((current) => typedAhead + current);
  }, []);

  const quickLinks = useMemo(() => {
    const areas = PRODUCT_AREAS.filter((area) => !area.internal);
    const current = areas.find((area) => area.id === currentProduct);
    return current ? [current, ...areas.filter((area) => area !== current)] : areas;
  }, [currentProduct]);
  const urlOfArea = useCallback((area: ProductArea) => withBaseUrl(area.landingPath), [withBaseUrl]);

  const urls = useMemo(
    () => (showQuickLinks ? quickLinks.map(urlOfArea) : response ? optionUrls(response) : []),
    [showQuickLinks, quickLinks, urlOfArea, response],
  );
  const activeIndex = urls.length === 0 ? -1 : Math.min(active, urls.length - 1);

  // Keyboard moves keep the active option in view; new results start at the top. (Scrolling on
  // every result change would force a layout per keystroke.)
  useEffect(() => {
    if (!scrollToActive.current || activeIndex < 0) return;
    scrollToActive.current = false;
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, optionId]);
  useEffect(() => {
    if (bodyRef.current && bodyScrolled.current) bodyRef.current.scrollTop = 0;
  }, [response, showQuickLinks]);

  const navigate = useCallback(
    (url: string) => {
      onClose(false);
      history.push(url);
    },
    [history, onClose],
  );
  const handlers = useMemo<OptionHandlers>(
    () => ({ optionId, onHover: setActive, onPick: navigate }),
    [optionId, navigate],
  );

  const onInputKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (urls.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      scrollToActive.current = true;
      setActive((activeIndex + step + urls.length) % urls.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const url = urls[activeIndex];
      if (url) navigate(url);
    }
  };

  let body: React.ReactNode;
  if (status === 'unavailable') {
    body = (
      <p className={styles.message} role="alert" data-search-unavailable="">
        {label('unavailable')}
      </p>
    );
  } else if (showQuickLinks) {
    body = (
      <QuickLinks
        areas={quickLinks}
        activeIndex={activeIndex}
        listboxId={listboxId}
        label={label('quickLinks')}
        handlers={handlers}
        urlOf={urlOfArea}
      />
    );
  } else if (response && response.query === normalized.text && response.total === 0 && !pending) {
    body = (
      <p className={styles.message} data-state="no-results" data-query={response.query}>
        {label('noResults')} “<strong>{normalized.text}</strong>”
      </p>
    );
  } else if (response && response.groups.length > 0) {
    body = (
      <Results
        response={response}
        activeIndex={activeIndex}
        listboxId={listboxId}
        label={label('results')}
        otherLabel={label('otherPages')}
        stale={slow}
        handlers={handlers}
        onComplete={prefetchRestOfIndex}
      />
    );
  } else {
    body = <div className={styles.placeholder} aria-hidden="true" data-state="loading" />;
  }

  const expanded = status !== 'unavailable' && urls.length > 0 && (showQuickLinks || Boolean(response?.total));

  return (
    <Modal
      open
      onClose={() => onClose(true)}
      // The navbar's search button takes focus back itself, and only when the dialog was dismissed.
      disableRestoreFocus
      // The search field takes focus itself (attachInput), not the dialog's frame.
      disableAutoFocus
      className={styles.root}
      slots={{ backdrop: 'div' }}
      slotProps={{ backdrop: { className: styles.backdrop } }}
    >
      <div
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label={label('label')}
        tabIndex={-1}
        data-search-dialog=""
      >
        <div className={styles.header}>
          <SearchIcon className={styles.searchIcon} />
          <input
            ref={attachInput}
            className={styles.input}
            type="text"
            inputMode="search"
            enterKeyHint="go"
            role="combobox"
            aria-label={label('label')}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={2000}
            placeholder={label('placeholder')}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onInputKeyDown}
          />
          {slow && <span className={styles.spinner} aria-hidden="true" />}
          <button type="button" className={styles.close} onClick={() => onClose(true)} aria-label={label('close')}>
            <span className={styles.closeWide}>Esc</span>
            <span className={styles.closeNarrow}>{label('close')}</span>
          </button>
        </div>
        {currentArea && status !== 'unavailable' && (
          <div className={styles.scopes}>
            {[null, currentArea.id].map((value) => (
              <button
                key={value ?? 'all'}
                type="button"
                className={styles.scope}
                aria-pressed={scope === value}
                onClick={() => {
                  setScope(value);
                  inputRef.current?.focus();
                }}
              >
                {value ? currentArea.name : label('allProducts')}
              </button>
            ))}
          </div>
        )}
        <div
          className={styles.body}
          ref={bodyRef}
          onScroll={(event) => {
            bodyScrolled.current = event.currentTarget.scrollTop > 0;
          }}
        >
          {body}
        </div>
        <div className={styles.footer} aria-hidden="true">
          <span>
            <kbd className={styles.kbd}>↑</kbd>
            <kbd className={styles.kbd}>↓</kbd> {label('navigate')}
          </span>
          <span>
            <kbd className={styles.kbd}>↵</kbd> {label('open')}
          </span>
          <span>
            <kbd className={styles.kbd}>Esc</kbd> {label('dismiss')}
          </span>
        </div>
      </div>
    </Modal>
  );
}
