import React from 'react';
import CodeBlock from '@site/src/theme/CodeBlock';
import { useTranslate } from '@site/src/providers/DocsConfig';
import { importCode } from '@site/src/lib/apiDocs/naming';
import { API_SECTION_IDS } from '@site/src/lib/apiDocs/toc';
import type { ApiPageData } from '@site/src/lib/apiDocs/types';
import ApiSection, { SectionNote } from './ApiSection';

/** The import lines (highlighted at build time) and the component's type parameters. */
export default function ImportSection({ data }: { data: ApiPageData }) {
  const t = useTranslate();
  return (
    <ApiSection id={API_SECTION_IDS.import} title={t('apiDocs.import')}>
      <CodeBlock language="jsx" highlighted={data.importHighlighted}>
        {importCode(data.imports)}
      </CodeBlock>
      {data.typeParameters.length > 0 && (
        <SectionNote>
          {t('apiDocs.typeParameters')}: <code>{`<${data.typeParameters.join(', ')}>`}</code>
        </SectionNote>
      )}
    </ApiSection>
  );
}
