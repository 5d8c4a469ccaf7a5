import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Heading from '@theme/Heading';
import type { ApiView } from '@site/src/lib/apiDocs/viewPreference';
import styles from './ApiEntries.module.css';

export interface EntryField {
  label: string;
  /** `null` leaves the table cell empty and the field out of the lists. */
  content: ReactNode | null;
  /** Class of the table cell (column widths). */
  cellClassName?: string;
}

/** One prop, slot or class, described once and rendered in any of the three layouts. */
export interface Entry {
  /** Anchor id (`prop-variant`). */
  id: string;
  /** Name with its marks (required, deprecated). */
  title: ReactNode;
  /** One-line summary shown beside the title of a collapsed entry (usually the type). */
  summary?: ReactNode;
  fields: EntryField[];
  description: ReactNode;
}

interface Props {
  view: ApiView;
  /** Caption of the table (the section's name). */
  caption: string;
  nameLabel: string;
  descriptionLabel: string;
  entries: Entry[];
}

/** An entry's name (prop, slot or class), styled for the entry's self link. */
export function EntryName({ children }: { children: ReactNode }) {
  return <code className={styles.name}>{children}</code>;
}

function SelfLink({ id, children }: { id: string; children: ReactNode }) {
  return (
    <a href={`#${id}`} className={styles.selfLink}>
      {children}
    </a>
  );
}

function Fields({ fields }: { fields: EntryField[] }) {
  const shown = fields.filter((field) => field.content !== null);
  if (shown.length === 0) return null;
  return (
    <dl className={styles.fields}>
      {shown.map((field) => (
        <div key={field.label} className={styles.field}>
          <dt>{field.label}</dt>
          <dd>{field.content}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function ApiEntries({ view, caption, nameLabel, descriptionLabel, entries }: Props) {
  if (view === 'table') {
    const columns = entries[0]?.fields.map((field) => field.label) ?? [];
    return (
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{nameLabel}</th>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
              <th scope="col">{descriptionLabel}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} id={entry.id} className={styles.anchorTarget}>
                <th scope="row" className={styles.nameCell}>
                  <SelfLink id={entry.id}>{entry.title}</SelfLink>
                </th>
                {entry.fields.map((field) => (
                  <td key={field.label} className={field.cellClassName}>
                    {field.content}
                  </td>
                ))}
                <td className={styles.descriptionCell}>{entry.description}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  if (view === 'expanded') {
    return (
      <ul className={styles.entryList}>
        {entries.map((entry) => (
          <li key={entry.id} className={styles.entry}>
            <Heading as="h3" id={entry.id} className={styles.entryHeading}>
              {entry.title}
            </Heading>
            <Fields fields={entry.fields} />
            <div className={styles.entryBody}>{entry.description}</div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.entryList}>
      {entries.map((entry) => (
        <details key={entry.id} className={clsx(styles.entry, styles.collapsible)}>
          <summary className={styles.summary}>
            <Heading as="h3" id={entry.id} className={styles.entryHeading}>
              {entry.title}
            </Heading>
            {entry.summary && <span className={styles.summaryText}>{entry.summary}</span>}
          </summary>
          <Fields fields={entry.fields} />
          <div className={styles.entryBody}>{entry.description}</div>
        </details>
      ))}
    </div>
  );
}
