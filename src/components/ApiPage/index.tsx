import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import DocRootLayout from '@theme/DocRoot/Layout';
import { DocsSidebarProvider } from '@docusaurus/plugin-content-docs/client';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import { ThemeClassNames, useWindowSize } from '@docusaurus/theme-common';
import { useTranslate } from '@site/src/providers/DocsConfig';
import { apiPageMeta } from '@site/src/lib/apiDocs/meta';
import { apiSections } from '@site/src/lib/apiDocs/toc';
import type { ApiPageBatch, ApiPageData } from '@site/src/lib/apiDocs/types';
import type { ApiAreaSidebar } from '@site/plugins/api-docs/areaSidebar';
import ClassesSection from './ClassesSection';
import DemosSection from './DemosSection';
import ImportSection from './ImportSection';
import InheritanceSection from './InheritanceSection';
import PageHeader from './PageHeader';
import PropsSection from './PropsSection';
import SlotsSection from './SlotsSection';
import ThemeDefaultPropsSection from './ThemeDefaultPropsSection';
import { useApiToc } from './useApiToc';
import { useApiView } from './useApiView';
import { useOpenEntryForHash } from './useOpenEntryForHash';
import styles from './styles.module.css';

/**
 * The page in its area's docs layout, as the docs plugin renders a doc (DocRoot): the area's
 * sidebar on the left (hideable, with this page's link active) and, on small screens, in the
 * navbar's secondary menu, which `@theme/DocSidebar` fills. Without a sidebar the main column
 * takes the whole width, like a doc that no sidebar lists.
 */
function ApiPageLayout({ sidebar, children }: { sidebar?: ApiAreaSidebar; children: ReactNode }) {
  return (
    <DocsSidebarProvider name={sidebar?.name} items={sidebar?.items}>
      <DocRootLayout>{children}</DocRootLayout>
    </DocsSidebarProvider>
  );
}

function ApiPage({ data, sidebar }: { data: ApiPageData; sidebar?: ApiAreaSidebar }) {
  const t = useTranslate();
  const windowSize = useWindowSize();
  const [view, setView] = useApiView();
  useOpenEntryForHash(view);
  const toc = useApiToc(data);

  const sections = apiSections(data);
  // The <title> and meta description name the area: several libraries export a Button.
  const meta = apiPageMeta({ name: data.name, areaName: data.areaName, descriptionHtml: data.descriptionHtml });
  const showDesktopToc = toc.length > 0 && (windowSize === 'desktop' || windowSize === 'ssr');
  const entries = { data, view, onViewChange: setView };

  return (
    <Layout title={meta.title} description={meta.description}>
      <ApiPageLayout sidebar={sidebar}>
        <div className="row">
          <div className={clsx('col', styles.contentCol)}>
            <article className={clsx('markdown', styles.article)}>
              <TOCCollapsible toc={toc} className={clsx(ThemeClassNames.docs.docTocMobile, styles.tocMobile)} />
              <PageHeader data={data} />
              {sections.includes('demos') && <DemosSection data={data} />}
              <ImportSection data={data} />
              <PropsSection {...entries} />
              {sections.includes('inheritance') && <InheritanceSection data={data} />}
              {data.themeDefaultProps && <ThemeDefaultPropsSection themeKey={data.themeDefaultProps} />}
              {sections.includes('slots') && <SlotsSection {...entries} />}
              {sections.includes('classes') && <ClassesSection {...entries} />}
              <p className={styles.source}>
                {t('apiDocs.declaredIn')}{' '}
                <code>
                  {data.packageName}/{data.sourceFile}
                </code>
              </p>
            </article>
          </div>
          {showDesktopToc && (
            <div className="col col--3">
              <TOC toc={toc} minHeadingLevel={2} maxHeadingLevel={3} className={ThemeClassNames.docs.docTocDesktop} />
            </div>
          )}
        </div>
      </ApiPageLayout>
    </Layout>
  );
}

interface ApiRouteProps {
  /** The batch of API pages this route's data lives in (see plugins/api-docs/batches.ts). */
  data: ApiPageBatch;
  sidebar?: ApiAreaSidebar;
  /** Passed by the router to every route component. */
  route: { path: string };
}

export default function ApiRoute({ data, sidebar, route }: ApiRouteProps) {
  const page = data[route.path];
  if (!page) throw new Error(`The API data batch of ${route.path} has no entry for it.`);
  return <ApiPage data={page} sidebar={sidebar} />;
}
