/** The search dialog's option lists: quick links to each product, or results grouped by product. */
import React, { memo, startTransition, useEffect, useState } from 'react';
import clsx from 'clsx';
import type { ProductArea } from '../../lib/products';
import type { SearchResponse, SearchResult } from '../../lib/search/client';
import type { Segment } from '../../lib/search/excerpt';
import { OTHER_GROUP, productLabel } from '../../lib/search/rank';
import { FIRST_RENDER_OPTIONS, firstOptions } from '../../lib/search/resultWindow';
import ProductLogo from '../ProductSwitcher/ProductLogo';
import styles from './SearchDialog.module.css';

/** Shared by the option lists; stable between keystrokes so the lists skip re-rendering. */
export interface OptionHandlers {
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
    </a>
  );
}

export const QuickLinks = memo(function QuickLinks({
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

interface ResultRowProps {
  item: SearchResult;
  /** Index of the row's first option (the result; its sub-results follow). */
  firstIndex: number;
  /** The active option's index when it is in this row, else -1 (other rows skip re-rendering). */
  activeIndex: number;
  handlers: OptionHandlers;
}

/** A result and its sub-results; re-renders only when they or the active option in them change. */
const ResultRow = memo(function ResultRow({ item, firstIndex, activeIndex, handlers }: ResultRowProps) {
  return (
    <>
      <Option
        index={firstIndex}
        active={firstIndex === activeIndex}
        url={item.url}
        handlers={handlers}
        data-result-path={item.path}
      >
        <span className={clsx(styles.kindIcon, styles.pageIcon)} aria-hidden="true" />
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
      {item.subResults.map((sub, offset) => {
        const subIndex = firstIndex + 1 + offset;
        return (
          <Option
            key={sub.url}
            index={subIndex}
            active={subIndex === activeIndex}
            url={sub.url}
            handlers={handlers}
            data-sub-result=""
          >
            <span className={styles.tree} aria-hidden="true" />
            <span className={clsx(styles.kindIcon, styles.hashIcon)} aria-hidden="true" />
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
    </>
  );
});

/**
 * The result list. A new query renders the rows of its first FIRST_RENDER_OPTIONS options (and
 * any up to the active one) at once, the rest in a transition right after; `data-complete` stays
 * false until every row is rendered with its excerpt.
 */
export const Results = memo(function Results({
  response,
  activeIndex,
  listboxId,
  label,
  otherLabel,
  stale,
  handlers,
  onComplete,
}: {
  response: SearchResponse;
  activeIndex: number;
  listboxId: string;
  label: string;
  otherLabel: string;
  stale: boolean;
  handlers: OptionHandlers;
  /** Called once every row is on screen with its excerpt. */
  onComplete: () => void;
}) {
  const [wholeListQuery, setWholeListQuery] = useState<string | null>(null);
  const groups =
    wholeListQuery === response.query
      ? response.groups
      : firstOptions(response.groups, Math.max(FIRST_RENDER_OPTIONS, activeIndex + 1));
  const cut = groups !== response.groups;
  useEffect(() => {
    if (cut) startTransition(() => setWholeListQuery(response.query));
  }, [cut, response.query]);
  const complete = !cut && response.groups.every((group) => group.items.every((item) => !item.loading));
  useEffect(() => {
    if (complete) onComplete();
  }, [complete, onComplete]);

  let index = 0;
  return (
    <div
      role="listbox"
      id={listboxId}
      aria-label={label}
      className={clsx(styles.listbox, stale && styles.stale)}
      data-state="results"
      data-query={response.query}
      data-complete={complete}
    >
      {groups.map((group) => {
        const groupId = `${listboxId}-group-${group.product}`;
        return (
          <div role="group" aria-labelledby={groupId} key={group.product} data-product={group.product}>
            <div id={groupId} className={styles.groupLabel} role="presentation">
              {group.product === OTHER_GROUP ? otherLabel : productLabel(group.product)}
            </div>
            {group.items.map((item) => {
              const firstIndex = index;
              index += 1 + item.subResults.length;
              return (
                <ResultRow
                  key={item.id}
                  item={item}
                  firstIndex={firstIndex}
                  activeIndex={activeIndex >= firstIndex && activeIndex < index ? activeIndex : -1}
                  handlers={handlers}
                />
              );
            })}
          </div>
        );
      })}
    </div>
  );
});

export function optionUrls(response: SearchResponse): string[] {
  return response.groups.flatMap((group) =>
    group.items.flatMap((item) => [item.url, ...item.subResults.map((sub) => sub.url)]),
  );
}
