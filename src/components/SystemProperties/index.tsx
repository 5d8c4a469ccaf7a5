import React, { useMemo, useState } from 'react';
import FilterField from '../FilterField';
import { useTranslate } from '../../providers/DocsConfig';
import { fillTemplate } from '../../lib/apiDocs/template';
import { filterSystemProperties, type SystemPropertyRow } from '../../lib/systemProperties';
import styles from './styles.module.css';

/** The searchable table of system properties, from the build's data (plugins/system-properties). */
export default function SystemProperties({ rows }: { rows: readonly SystemPropertyRow[] }) {
  const t = useTranslate();
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterSystemProperties(rows, query), [rows, query]);
  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <FilterField
          label={t('systemProperties.filterLabel')}
          placeholder={t('systemProperties.filterPlaceholder')}
          value={query}
          onChange={setQuery}
        />
        <p className={styles.summary} role="status">
          {shown.length === 0
            ? fillTemplate(t('systemProperties.noMatch'), { query: query.trim() })
            : fillTemplate(t('systemProperties.summary'), { count: String(shown.length), total: String(rows.length) })}
        </p>
      </div>
      {/* A keyboard user can scroll the table sideways on narrow screens. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable */}
      <div className={styles.scroller} tabIndex={0} role="region" aria-label={t('systemProperties.caption')}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('systemProperties.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('systemProperties.prop')}</th>
              <th scope="col">{t('systemProperties.css')}</th>
              <th scope="col">{t('systemProperties.themeKey')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.prop}>
                <th scope="row">
                  <code>{row.prop}</code>
                </th>
                <td>
                  {row.media && <code>{row.media}</code>}{' '}
                  {row.cssProperties.map((property) => (
                    <code key={property} className={styles.css}>
                      {property}
                    </code>
                  ))}
                </td>
                <td>
                  {row.themeKey ? (
                    <code>{row.themeKey}</code>
                  ) : (
                    <span className={styles.none}>{t('systemProperties.none')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
