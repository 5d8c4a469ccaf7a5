import { useMemo } from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { useTranslate } from '@site/src/providers/DocsConfig';
import { buildApiToc, type ApiSectionLabels, type ApiTocItem } from '@site/src/lib/apiDocs/toc';
import type { ApiPageData } from '@site/src/lib/apiDocs/types';

/**
 * The page's table of contents (sections and their entries). Entries rendered in tables are not
 * headings, so every anchor is declared to the broken-anchor check here.
 */
export function useApiToc(data: ApiPageData): ApiTocItem[] {
  const t = useTranslate();
  const brokenLinks = useBrokenLinks();
  const labels = useMemo<ApiSectionLabels>(
    () => ({
      demos: t('apiDocs.demos'),
      import: t('apiDocs.import'),
      props: t('apiDocs.props'),
      inheritance: t('apiDocs.inheritance'),
      themeDefaultProps: t('apiDocs.themeDefaultProps'),
      slots: t('apiDocs.slots'),
      classes: t('apiDocs.classes'),
    }),
    [t],
  );
  const toc = useMemo(() => buildApiToc(data, labels), [data, labels]);
  for (const item of toc) brokenLinks.collectAnchor(item.id);
  return toc;
}
