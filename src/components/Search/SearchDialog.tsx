/**
 * The search dialog (its own chunk, loaded on first open): a combobox input over a listbox of
 * results grouped by product, or of quick links when there is no query.
 */
import React, { memo, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import clsx from 'clsx';
import { useHistory, useLocation } from '@docusaurus/router';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import { PRODUCT_AREAS, type ProductArea } from '../../lib/products';
import { createSearchClient, type SearchClient, type SearchResponse } from '../../lib/search/client';
import type { Segment } from '../../lib/search/excerpt';
import { INDEX_DIR } from '../../lib/search/format';
import { OTHER_GROUP, productLabel, productOfPath } from '../../lib/search/rank';
import { normalizeQuery } from '../../lib/search/text';
import ProductLogo from '../ProductSwitcher/ProductLogo';
import { EnterIcon, HashIcon, PageIcon, SearchIcon } from './icons';
import { useSearchLabel } from './labels';
import styles from './SearchDialog.module.css';
import { searchStore } from './store';

let sharedClient: { baseUrl: string; client: SearchClient; prefetching: boolean } | null = null;

function getClient(baseUrl: string): SearchClient {
  if (!sharedClient || sharedClient.baseUrl !== baseUrl) {
    sharedClient = { baseUrl, client: createSearchClient({ baseUrl }), prefetching: false };
  }
  return sharedClient.client;
}

/** Delay after the first complete results before the rest of the index loads in the background. */
const PREFETCH_DELAY_MS = 400;

/**
 * After the first results, loads the remaining shards while the browser is idle, so later queries
 * answer without the network. Skipped when the reader asked to save data.
 */
function startPrefetch() {
  const shared = sharedClient;
  if (!shared || shared.prefetching) return;
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  shared.prefetching = true;
  window.setTimeout(() => {
    shared.client.prefetch().catch(() => undefined);
  }, PREFETCH_DELAY_MS);
}

/** Queries shorter than this show the quick links. */
const MIN_QUERY_CHARS = 2;

type Status = 'loading' | 'ready' | 'unavailable';

/** Shared by the option lists; stable between keystrokes so the lists skip re-rendering. */
interface OptionHandlers {
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  onPick: (url: string) => void;
}

function Highlighted({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? (
          <mark key={index} className={styles.mark}>
            {segment.text}
          </mark>
        ) : (
          <React.Fragment key={index}>{segment.text}</React.Fragment>
        ),
      )}
    </>
  );
}

interface OptionProps {
  index: number;
  active: boolean;
  url: string;
  handlers: OptionHandlers;
  children: React.ReactNode;
  [data: `data-${string}`]: string | undefined;
}

/** One option: a real link (middle-click and modifier clicks open it in a new tab). */
function Option({ index, active, url, handlers, children, ...data }: OptionProps) {
  return (
    <a
      {...data}
      id={handlers.optionId(index)}
      role="option"
      aria-selected={active}
      href={url}
      tabIndex={-1}
      className={clsx(styles.option, active && styles.optionActive)}
      onMouseMove={() => !active && handlers.onHover(index)}
      onMouseDown={(event) => event.preventDefault()}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        handlers.onPick(url);
      }}
    >
      {children}
      <EnterIcon className={styles.enter} />
    </a>
  );
}

const QuickLinks = memo(function QuickLinks({
  areas,
  activeIndex,
  listboxId,
  label,
  handlers,
  urlOf,
}: {
  areas: readonly ProductArea[];
  activeIndex: number;
  listboxId: string;
  label: string;
  handlers: OptionHandlers;
  urlOf: (area: ProductArea) => string;
}) {
  const labelId = `${listboxId}-label`;
  return (
    <div role="listbox" id={listboxId} aria-label={label} className={styles.listbox} data-state="quick-links">
      <div role="group" aria-labelledby={labelId}>
        <div id={labelId} className={styles.groupLabel} role="presentation">
          {label}
        </div>
        {areas.map((area, index) => (
          <Option key={area.id} index={index} active={index === activeIndex} url={urlOf(area)} handlers={handlers}>
            <ProductLogo id={area.id} />
            <span className={styles.optionText}>
              <span className={styles.title}>{area.name}</span>
              <span className={styles.excerpt}>{area.tagline}</span>
            </span>
          </Option>
        ))}
      </div>
    </div>
  );
});

const Results = memo(function Results({
  response,
  activeIndex,
  listboxId,
  label,
  otherLabel,
  stale,
  handlers,
}: {
  response: SearchResponse;
  activeIndex: number;
  listboxId: string;
  label: string;
  otherLabel: string;
  stale: boolean;
  handlers: OptionHandlers;
}) {
  let index = 0;
  return (
    <div
      role="listbox"
      id={listboxId}
      aria-label={label}
      className={clsx(styles.listbox, stale && styles.stale)}
      data-state="results"
      data-query={response.query}
      data-complete={response.groups.every((group) => group.items.every((item) => !item.loading))}
    >
      {response.groups.map((group) => {
        const groupId = `${listboxId}-group-${group.product}`;
        return (
          <div role="group" aria-labelledby={groupId} key={group.product} data-product={group.product}>
            <div id={groupId} className={styles.groupLabel} role="presentation">
              {group.product === OTHER_GROUP ? otherLabel : productLabel(group.product)}
            </div>
            {group.items.map((item) => {
              const mainIndex = index++;
              return (
                <React.Fragment key={item.id}>
                  <Option index={mainIndex} active={mainIndex === activeIndex} url={item.url} handlers={handlers} data-result-path={item.path}>
                    <PageIcon className={styles.kindIcon} />
                    <span className={styles.optionText}>
                      <span className={styles.title}>
                        <Highlighted segments={item.title} />
                        {item.heading.length > 0 && (
                          <>
                            <span className={styles.separator} aria-hidden="true">
                              ›
                            </span>
                            <span className={styles.heading}>
                              <Highlighted segments={item.heading} />
                            </span>
                          </>
                        )}
                      </span>
                      {item.loading ? (
                        <span className={styles.excerptLoading} aria-hidden="true" />
                      ) : (
                        item.excerpt.length > 0 && (
                          <span className={styles.excerpt}>
                            <Highlighted segments={item.excerpt} />
                          </span>
                        )
                      )}
                    </span>
                  </Option>
                  {item.subResults.map((sub) => {
                    const subIndex = index++;
                    return (
                      <Option key={sub.url} index={subIndex} active={subIndex === activeIndex} url={sub.url} handlers={handlers} data-sub-result="">
                        <span className={styles.tree} aria-hidden="true" />
                        <HashIcon className={styles.kindIcon} />
                        <span className={styles.optionText}>
                          <span className={styles.subTitle}>
                            <Highlighted segments={sub.heading} />
                          </span>
                          {sub.excerpt.length > 0 && (
                            <span className={clsx(styles.excerpt, styles.subExcerpt)}>
                              <Highlighted segments={sub.excerpt} />
                            </span>
                          )}
                        </span>
                      </Option>
                    );
                  })}
                </React.Fragment>
              );
            })}
          </div>
        );
      })}
    </div>
  );
});

function optionUrls(response: SearchResponse): string[] {
  return response.groups.flatMap((group) => group.items.flatMap((item) => [item.url, ...item.subResults.map((sub) => sub.url)]));
}

export interface SearchDialogProps {
  /** `restoreFocus`: dismissed (Escape, close button, backdrop) rather than navigated away. */
  onClose: (restoreFocus: boolean) => void;
}

export default function SearchDialog({ onClose }: SearchDialogProps) {
  const label = useSearchLabel();
  const history = useHistory();
  const { pathname } = useLocation();
  const { withBaseUrl } = useBaseUrlUtils();
  const client = getClient(withBaseUrl(`/${INDEX_DIR}/`));
  const currentProduct = productOfPath(pathname);
  const currentArea = PRODUCT_AREAS.find((area) => area.id === currentProduct && !area.internal);

  const [query, setQuery] = useState('');
  const [scope, setScope] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>('loading');
  const [response, setResponse] = useState<SearchResponse | null>(null);
  const [pending, setPending] = useState(false);
  const [slow, setSlow] = useState(false);
  const [active, setActive] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const bodyScrolled = useRef(false);
  const scrollToActive = useRef(false);
  const requestRef = useRef(0);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = useCallback((index: number) => `${baseId}-option-${index}`, [baseId]);

  const normalized = normalizeQuery(query);
  const showQuickLinks = normalized.text.length < MIN_QUERY_CHARS;

  useEffect(() => {
    let cancelled = false;
    client.load().then(
      () => !cancelled && setStatus('ready'),
      () => !cancelled && setStatus('unavailable'),
    );
    return () => {
      cancelled = true;
    };
  }, [client]);

  useEffect(() => {
    if (status !== 'ready' || showQuickLinks) {
      requestRef.current += 1;
      setPending(false);
      return;
    }
    const request = ++requestRef.current;
    let shown = false;
    const show = (result: SearchResponse) => {
      if (request !== requestRef.current) return;
      setResponse(result);
      setPending(false);
      // Keep the reader's place when excerpts arrive for results already shown.
      if (!shown) setActive(0);
      shown = true;
    };
    setPending(true);
    client.search(query, { currentProduct, scope }, { onPartial: show }).then(
      (result) => {
        show(result);
        startPrefetch();
      },
      () => {
        if (request !== requestRef.current) return;
        setPending(false);
        setStatus('unavailable');
      },
    );
  }, [client, query, scope, currentProduct, status, showQuickLinks]);

  // The spinner only appears when a query takes a while (a new shard over a slow network).
  useEffect(() => {
    if (!pending) {
      setSlow(false);
      return undefined;
    }
    const timer = window.setTimeout(() => setSlow(true), 300);
    return () => window.clearTimeout(timer);
  }, [pending]);

  // Lock page scrolling behind the dialog.
  useEffect(() => {
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, []);

  useLayoutEffect(() => {
    inputRef.current?.focus();
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
  const handlers = useMemo<OptionHandlers>(() => ({ optionId, onHover: setActive, onPick: navigate }), [optionId, navigate]);

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

  const onPanelKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
      return;
    }
    if (event.key === 'Tab' && panelRef.current) {
      const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>('input, button:not([disabled])'));
      if (focusable.length === 0) return;
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
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
      />
    );
  } else {
    body = <div className={styles.placeholder} aria-hidden="true" data-state="loading" />;
  }

  const expanded = status !== 'unavailable' && urls.length > 0 && (showQuickLinks || Boolean(response?.total));

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose(true);
      }}
    >
      <div
        ref={panelRef}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-label={label('label')}
        onKeyDown={onPanelKeyDown}
        data-search-dialog=""
      >
        <div className={styles.header}>
          <SearchIcon className={styles.searchIcon} />
          <input
            ref={inputRef}
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
    </div>,
    document.body,
  );
}
