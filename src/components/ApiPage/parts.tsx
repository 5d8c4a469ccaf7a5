import React, { Fragment, useId, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { useTranslate } from '@site/src/providers/DocsConfig';
import { splitTemplate } from '@site/src/lib/apiDocs/template';
import { previewType } from '@site/src/lib/apiDocs/typeDisplay';
import { API_VIEWS, type ApiView } from '@site/src/lib/apiDocs/viewPreference';
import styles from './parts.module.css';

/** HTML rendered at build time from the libraries' JSDoc (escaped there). */
export function Html({ html, className, inline = false }: { html: string; className?: string; inline?: boolean }) {
  if (!html) return null;
  const Tag = inline ? 'span' : 'div';
  return <Tag className={clsx(styles.html, className)} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** A dictionary string whose `{placeholders}` are replaced by React nodes. */
export function Template({ text, values }: { text: string; values: Record<string, ReactNode> }) {
  return (
    <>
      {splitTemplate(text).map((part, index) => (
        <Fragment key={index}>
          {'text' in part ? part.text : (values[part.placeholder] ?? `{${part.placeholder}}`)}
        </Fragment>
      ))}
    </>
  );
}

/** Text with a line-break opportunity (`<wbr>`) after each match of `after`. */
function Breakable({ text, after }: { text: string; after: RegExp }) {
  const parts = text.split(after);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** A type with line-break opportunities after `<`, `(`, `,`, `|` and `&` (long generic names). */
export function BreakableType({ text }: { text: string }) {
  return <Breakable text={text} after={/(?<=[<(,|&])/} />;
}

/**
 * A default value. Long ones (theme paths such as `theme.transitions.duration.enteringScreen`)
 * may also break after `.`, so that they do not widen the table past a column beside the sidebar.
 */
export function DefaultCode({ value }: { value: string }) {
  return (
    <code className={styles.default}>
      <Breakable text={value} after={/(?<=[<(,|&.])/} />
    </code>
  );
}

/** A type; long ones show a preview and a toggle for the full text. */
export function TypeCode({ type, label }: { type: string; label: string }) {
  const t = useTranslate();
  const id = useId();
  const [full, setFull] = useState(false);
  const preview = previewType(type);
  if (!preview.truncated) {
    return (
      <code className={styles.type}>
        <BreakableType text={type} />
      </code>
    );
  }
  const action = full ? t('apiDocs.hideFullType') : t('apiDocs.showFullType');
  return (
    <span className={styles.typeWrap}>
      <code id={id} className={styles.type}>
        <BreakableType text={full ? type : preview.short} />
      </code>
      <button
        type="button"
        className={styles.typeToggle}
        aria-expanded={full}
        aria-controls={id}
        aria-label={`${action}: ${label}`}
        onClick={() => setFull((value) => !value)}
      >
        {action}
      </button>
    </span>
  );
}

export function RequiredMark() {
  const t = useTranslate();
  return (
    <>
      <span className={styles.required} aria-hidden="true" title={t('apiDocs.required')}>
        *
      </span>
      <span className="visually-hidden"> ({t('apiDocs.required')})</span>
    </>
  );
}

export function DeprecatedChip() {
  const t = useTranslate();
  // The chip may go under a long name rather than widen the name column.
  return (
    <>
      <wbr />
      <span className={styles.deprecatedChip}>{t('apiDocs.deprecated')}</span>
    </>
  );
}

/** A type's one-line preview, or a slot's class, beside a collapsed entry's name. */
export function TypeSummary({ children }: { children: ReactNode }) {
  return <code className={styles.type}>{children}</code>;
}

/** Marks a class that MUI shares between components (`Mui-disabled`). */
export function GlobalChip() {
  const t = useTranslate();
  return <span className={styles.globalChip}>{t('apiDocs.globalClass')}</span>;
}

/** The deprecation notice of a prop or class; `inline` puts its text on the label's line. */
export function DeprecatedNote({ html, inline = false }: { html: string; inline?: boolean }) {
  const t = useTranslate();
  return (
    <div className={styles.deprecatedNote}>
      <strong>{t('apiDocs.deprecated')}</strong>
      {inline ? (
        <>
          {' '}
          <Html inline html={html} />
        </>
      ) : (
        <Html html={html} />
      )}
    </div>
  );
}

const VIEW_LABEL_KEYS: Record<ApiView, string> = {
  table: 'apiDocs.viewTable',
  expanded: 'apiDocs.viewExpanded',
  collapsed: 'apiDocs.viewCollapsed',
};

/** Table / expanded list / collapsed list. */
export function ViewSwitch({
  view,
  onChange,
  section,
}: {
  view: ApiView;
  onChange: (view: ApiView) => void;
  section: string;
}) {
  const t = useTranslate();
  return (
    <div
      role="group"
      aria-label={`${t('apiDocs.layout')}: ${section}`}
      className={clsx('button-group', styles.viewSwitch)}
    >
      {API_VIEWS.map((option) => (
        <button
          key={option}
          type="button"
          className={clsx('button button--sm button--secondary button--outline', option === view && 'button--active')}
          aria-pressed={option === view}
          onClick={() => onChange(option)}
        >
          {t(VIEW_LABEL_KEYS[option])}
        </button>
      ))}
    </div>
  );
}
