import React from 'react';
import Heading from '@theme/Heading';
import { useTranslate } from '@site/src/providers/DocsConfig';
import { fillTemplate } from '@site/src/lib/apiDocs/template';
import type { ApiPageData } from '@site/src/lib/apiDocs/types';
import CopyPage from '@site/src/components/CopyPage';
import { Html } from './parts';
import styles from './PageHeader.module.css';

/** Area, package and version, the page title, the component's description and its deprecation. */
export default function PageHeader({ data }: { data: ApiPageData }) {
  const t = useTranslate();
  return (
    <header>
      <CopyPage />
      <p className={styles.kicker}>
        {data.areaName} · {t('apiDocs.api')} ·{' '}
        <code>
          {data.packageName}@{data.packageVersion}
        </code>
      </p>
      <Heading as="h1">{fillTemplate(t('apiDocs.pageTitle'), { name: data.name })}</Heading>
      {data.descriptionHtml ? (
        <Html html={data.descriptionHtml} className={styles.lead} />
      ) : (
        <p className={styles.lead}>{fillTemplate(t('apiDocs.descriptionFallback'), { name: data.name })}</p>
      )}
      {data.deprecatedHtml !== undefined && (
        <div className="alert alert--warning" role="note">
          <strong>{t('apiDocs.deprecated')}</strong>
          <Html html={data.deprecatedHtml} />
        </div>
      )}
    </header>
  );
}
