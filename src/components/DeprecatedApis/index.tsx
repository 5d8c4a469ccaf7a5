import React, { useMemo, useState } from 'react';
import Link from '@docusaurus/Link';
import FilterField from '../FilterField';
import { useTranslate } from '../../providers/DocsConfig';
import { groupDeprecations, type DeprecatedApi } from '../../lib/apiDocs/deprecations';
import { fillTemplate } from '../../lib/apiDocs/template';
import styles from './styles.module.css';

const KIND_LABEL_KEYS: Record<DeprecatedApi['kind'], string> = {
  component: 'deprecations.kindComponent',
  prop: 'deprecations.kindProp',
  class: 'deprecations.kindClass',
};

/**
 * The deprecated components, props and classes of a library, generated at build time from the
 * `@deprecated` tags of its installed type declarations (plugins/api-docs), grouped by component
 * and filterable. Messages are HTML rendered by the plugin from the tags' Markdown.
 */
export default function DeprecatedApis({ entries }: { entries: readonly DeprecatedApi[] }) {
  const t = useTranslate();
  const [query, setQuery] = useState('');
  const groups = useMemo(() => groupDeprecations(entries, query), [entries, query]);
  const all = useMemo(() => groupDeprecations(entries), [entries]);
  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <FilterField
          label={t('deprecations.filterLabel')}
          placeholder={t('deprecations.filterPlaceholder')}
          value={query}
          onChange={setQuery}
        />
        <p className={styles.summary} aria-live="polite">
          {fillTemplate(t('deprecations.summary'), {
            count: String(groups.reduce((sum, group) => sum + group.entries.length, 0)),
            components: String(groups.length),
          })}
        </p>
      </div>
      {groups.length === 0 && all.length > 0 && (
        <p className={styles.empty}>{fillTemplate(t('deprecations.noMatch'), { query: query.trim() })}</p>
      )}
      {groups.map((group) => (
        <div key={group.component} className={styles.group}>
          <h3 className={styles.component}>
            <code>{group.component}</code>
          </h3>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('deprecations.api')}</th>
                <th scope="col">{t('deprecations.replacement')}</th>
              </tr>
            </thead>
            <tbody>
              {group.entries.map((entry) => (
                <tr key={`${entry.kind}-${entry.name}`} data-deprecated={`${entry.component}.${entry.name}`}>
                  <td className={styles.name}>
                    <Link to={entry.href}>
                      <code>{entry.name}</code>
                    </Link>{' '}
                    <span className={styles.kind}>{t(KIND_LABEL_KEYS[entry.kind])}</span>
                  </td>
                  <td className={styles.message} dangerouslySetInnerHTML={{ __html: entry.message }} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </div>
  );
}
