import React from 'react';
import Link from '@docusaurus/Link';
import { useTranslate } from '@site/src/providers/DocsConfig';
import { API_SECTION_IDS } from '@site/src/lib/apiDocs/toc';
import type { ApiPageData, ApiPageInheritance } from '@site/src/lib/apiDocs/types';
import ApiSection from './ApiSection';
import { Template } from './parts';
import styles from './InheritanceSection.module.css';

/** The inherited component: its API page here, its documentation elsewhere, or its name. */
function InheritedName({ entry }: { entry: ApiPageInheritance }) {
  if (entry.path) return <Link to={entry.path}>{entry.component}</Link>;
  if (entry.url) {
    return (
      <a href={entry.url} target="_blank" rel="noopener noreferrer">
        {entry.component}
      </a>
    );
  }
  return <code>{entry.component}</code>;
}

/** The components and packages whose props the component accepts, with those props' names. */
export default function InheritanceSection({ data }: { data: ApiPageData }) {
  const t = useTranslate();
  return (
    <ApiSection id={API_SECTION_IDS.inheritance} title={t('apiDocs.inheritance')}>
      {data.inheritance.map((entry) => (
        <div key={entry.component} className={styles.inheritance}>
          <p>
            <Template text={t('apiDocs.inheritsProps')} values={{ component: <InheritedName entry={entry} /> }} />
          </p>
          {entry.props.length > 0 && (
            <details className={styles.inheritedProps}>
              <summary>
                {t('apiDocs.inheritedProps')} ({entry.props.length})
              </summary>
              <ul className={styles.inlineList}>
                {entry.props.map((prop) => (
                  <li key={prop}>
                    <code>{prop}</code>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      ))}
    </ApiSection>
  );
}
