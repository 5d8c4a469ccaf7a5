import React from 'react';
import Link from '@docusaurus/Link';
import { useTranslate } from '@site/src/providers/DocsConfig';
import { API_SECTION_IDS } from '@site/src/lib/apiDocs/toc';
import type { ApiPageData } from '@site/src/lib/apiDocs/types';
import ApiSection from './ApiSection';

/** Links to the pages whose demos use the component. */
export default function DemosSection({ data }: { data: ApiPageData }) {
  const t = useTranslate();
  return (
    <ApiSection id={API_SECTION_IDS.demos} title={t('apiDocs.demos')}>
      <ul>
        {data.demos.map((demo) => (
          <li key={demo.path}>
            <Link to={demo.path}>{demo.title}</Link>
          </li>
        ))}
      </ul>
    </ApiSection>
  );
}
