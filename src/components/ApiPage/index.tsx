import React, { useEffect, useMemo, type ReactNode } from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import DocRootLayout from '@theme/DocRoot/Layout';
import { DocsSidebarProvider } from '@docusaurus/plugin-content-docs/client';
import Heading from '@theme/Heading';
import CodeBlock from '@site/src/theme/CodeBlock';
import TOC from '@theme/TOC';
import TOCCollapsible from '@theme/TOCCollapsible';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { ThemeClassNames, useWindowSize } from '@docusaurus/theme-common';
import { useTranslate } from '@site/src/providers/DocsConfig';
import { apiAnchor, importCode } from '@site/src/lib/apiDocs/naming';
import { API_SECTION_IDS, apiSections, buildApiToc, type ApiSectionLabels } from '@site/src/lib/apiDocs/toc';
import { fillTemplate } from '@site/src/lib/apiDocs/template';
import { previewType } from '@site/src/lib/apiDocs/typeDisplay';
import type { ApiPageBatch, ApiPageData, ApiPagePropData } from '@site/src/lib/apiDocs/types';
import type { ApiView } from '@site/src/lib/apiDocs/viewPreference';
import type { ApiAreaSidebar } from '@site/plugins/api-docs/areaSidebar';
import ApiEntries, { type Entry } from './ApiEntries';
import { DefaultCode, DeprecatedChip, Html, RequiredMark, Template, TypeCode, ViewSwitch } from './parts';
import { useApiView } from './useApiView';
import styles from './styles.module.css';
import { apiPageMeta } from '../../lib/apiDocs/meta';

type Translate = ReturnType<typeof useTranslate>;

function SectionHeading({
  id,
  children,
  view,
  onViewChange,
}: {
  id: string;
  children: string;
  view?: ApiView;
  onViewChange?: (view: ApiView) => void;
}) {
  return (
    <div className={styles.sectionHeader}>
      <Heading as="h2" id={id}>
        {children}
      </Heading>
      {view && onViewChange && <ViewSwitch view={view} onChange={onViewChange} section={children} />}
    </div>
  );
}

function Signature({ prop, t }: { prop: ApiPagePropData; t: Translate }) {
  const { signature } = prop;
  if (!signature) return null;
  const params = signature.params.map((param) => `${param.name}${param.optional ? '?' : ''}: ${param.type}`).join(', ');
  const documented = signature.params.filter((param) => param.descriptionHtml);
  return (
    <div className={styles.signature}>
      <p className={styles.signatureLabel}>{t('apiDocs.signature')}</p>
      <code className={styles.signatureCode}>{`function(${params}) => ${signature.returns.type}`}</code>
      {(documented.length > 0 || signature.returns.descriptionHtml) && (
        <ul className={styles.signatureParams}>
          {documented.map((param) => (
            <li key={param.name}>
              <code>{param.name}</code> <Html inline html={param.descriptionHtml} />
            </li>
          ))}
          {signature.returns.descriptionHtml && (
            <li>
              <em>{t('apiDocs.returns')}</em> <Html inline html={signature.returns.descriptionHtml} />
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

function propEntries(data: ApiPageData, t: Translate): Entry[] {
  return data.props.map((prop) => ({
    id: apiAnchor.prop(prop.name),
    title: (
      <>
        <code className={styles.name}>{prop.name}</code>
        {prop.required && <RequiredMark />}
        {prop.deprecatedHtml !== undefined && <DeprecatedChip />}
      </>
    ),
    summary: <code className={styles.type}>{previewType(prop.type).short}</code>,
    fields: [
      {
        label: t('apiDocs.type'),
        content: <TypeCode type={prop.type} label={prop.name} />,
        cellClassName: styles.typeCell,
      },
      {
        label: t('apiDocs.default'),
        content: prop.default !== undefined ? <DefaultCode value={prop.default} /> : null,
        cellClassName: styles.defaultCell,
      },
    ],
    description: (
      <>
        {prop.deprecatedHtml !== undefined && (
          <div className={styles.deprecatedNote}>
            <strong>{t('apiDocs.deprecated')}</strong>
            <Html html={prop.deprecatedHtml} />
          </div>
        )}
        <Html html={prop.descriptionHtml} />
        <Signature prop={prop} t={t} />
      </>
    ),
  }));
}

function slotEntries(data: ApiPageData, t: Translate): Entry[] {
  return data.slots.map((slot) => ({
    id: apiAnchor.slot(slot.name),
    title: <code className={styles.name}>{slot.name}</code>,
    summary: slot.defaultClass ? <code className={styles.type}>.{slot.defaultClass}</code> : undefined,
    fields: [
      { label: t('apiDocs.defaultClass'), content: slot.defaultClass ? <code>.{slot.defaultClass}</code> : null },
      { label: t('apiDocs.default'), content: slot.defaultElement ? <code>{slot.defaultElement}</code> : null },
    ],
    description: <Html html={slot.descriptionHtml} />,
  }));
}

function classEntries(data: ApiPageData, t: Translate): Entry[] {
  return data.classes.map((entry) => ({
    id: apiAnchor.classes(entry.key),
    title: (
      <>
        <code className={styles.name}>.{entry.className}</code>
        {entry.deprecatedHtml !== undefined && <DeprecatedChip />}
      </>
    ),
    summary: entry.isGlobal ? <span className={styles.globalChip}>{t('apiDocs.globalClass')}</span> : undefined,
    fields: [
      {
        label: t('apiDocs.ruleName'),
        content: (
          <>
            <code>{entry.key}</code>
            {entry.isGlobal && <span className={styles.globalChip}>{t('apiDocs.globalClass')}</span>}
          </>
        ),
      },
    ],
    description: (
      <>
        <Html html={entry.descriptionHtml} />
        {entry.deprecatedHtml !== undefined && (
          <div className={styles.deprecatedNote}>
            <strong>{t('apiDocs.deprecated')}</strong> <Html inline html={entry.deprecatedHtml} />
          </div>
        )}
      </>
    ),
  }));
}

/** Opens the collapsed entry a URL hash points at (on load and on in-page navigation). */
function useOpenEntryForHash(view: ApiView) {
  useEffect(() => {
    const open = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      const details = target?.closest('details');
      if (details && !details.open) {
        details.open = true;
        target!.scrollIntoView();
      }
    };
    open();
    window.addEventListener('hashchange', open);
    return () => window.removeEventListener('hashchange', open);
  }, [view]);
}

function ImportSection({ data, t }: { data: ApiPageData; t: Translate }) {
  return (
    <section>
      <SectionHeading id={API_SECTION_IDS.import}>{t('apiDocs.import')}</SectionHeading>
      <CodeBlock language="jsx" highlighted={data.importHighlighted}>
        {importCode(data.imports)}
      </CodeBlock>
      {data.typeParameters.length > 0 && (
        <p className={styles.note}>
          {t('apiDocs.typeParameters')}: <code>{`<${data.typeParameters.join(', ')}>`}</code>
        </p>
      )}
    </section>
  );
}

function PropsNotes({ data, t }: { data: ApiPageData; t: Translate }) {
  return (
    <div className={styles.notes}>
      <p>
        <strong>{t('apiDocs.ref')}</strong>{' '}
        {data.ref.forwarded ? t('apiDocs.refForwarded') : t('apiDocs.refNotForwarded')}
        {data.ref.forwarded && data.ref.instance && (
          <>
            {' '}
            (<code>{data.ref.instance}</code>)
          </>
        )}
      </p>
      {data.spreadsNativeProps && (
        <p>
          {t('apiDocs.nativeProps')}
          {data.rootElement && (
            <>
              {' '}
              (<code>{`<${data.rootElement}>`}</code>)
            </>
          )}
        </p>
      )}
      {data.systemProps && <p>{t('apiDocs.systemProps')}</p>}
    </div>
  );
}

function InheritanceSection({ data, t }: { data: ApiPageData; t: Translate }) {
  return (
    <section>
      <SectionHeading id={API_SECTION_IDS.inheritance}>{t('apiDocs.inheritance')}</SectionHeading>
      {data.inheritance.map((entry) => {
        const name: ReactNode = entry.path ? (
          <Link to={entry.path}>{entry.component}</Link>
        ) : entry.url ? (
          <a href={entry.url} target="_blank" rel="noopener noreferrer">
            {entry.component}
          </a>
        ) : (
          <code>{entry.component}</code>
        );
        return (
          <div key={entry.component} className={styles.inheritance}>
            <p>
              <Template text={t('apiDocs.inheritsProps')} values={{ component: name }} />
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
        );
      })}
    </section>
  );
}

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
  const brokenLinks = useBrokenLinks();
  const windowSize = useWindowSize();
  const [view, setView] = useApiView();
  useOpenEntryForHash(view);

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
  // Anchors rendered in tables are not headings; declare them for the broken-anchor check.
  for (const item of toc) brokenLinks.collectAnchor(item.id);

  const sections = apiSections(data);
  const title = fillTemplate(t('apiDocs.pageTitle'), { name: data.name });
  const fallbackDescription = fillTemplate(t('apiDocs.descriptionFallback'), { name: data.name });
  // The <title> and meta description name the area: several libraries export a Button.
  const meta = apiPageMeta({ name: data.name, areaName: data.areaName, descriptionHtml: data.descriptionHtml });
  const showDesktopToc = toc.length > 0 && (windowSize === 'desktop' || windowSize === 'ssr');

  return (
    <Layout title={meta.title} description={meta.description}>
      <ApiPageLayout sidebar={sidebar}>
        <div className="row">
          <div className={clsx('col', styles.contentCol)}>
            <article className={clsx('markdown', styles.article)}>
              <TOCCollapsible toc={toc} className={clsx(ThemeClassNames.docs.docTocMobile, styles.tocMobile)} />
              <header className={styles.header}>
                <p className={styles.kicker}>
                  {data.areaName} · {t('apiDocs.api')} ·{' '}
                  <code>
                    {data.packageName}@{data.packageVersion}
                  </code>
                </p>
                <Heading as="h1">{title}</Heading>
                {data.descriptionHtml ? (
                  <Html html={data.descriptionHtml} className={styles.lead} />
                ) : (
                  <p className={styles.lead}>{fallbackDescription}</p>
                )}
                {data.deprecatedHtml !== undefined && (
                  <div className="alert alert--warning" role="note">
                    <strong>{t('apiDocs.deprecated')}</strong>
                    <Html html={data.deprecatedHtml} />
                  </div>
                )}
              </header>

              {sections.includes('demos') && (
                <section>
                  <SectionHeading id={API_SECTION_IDS.demos}>{labels.demos}</SectionHeading>
                  <ul>
                    {data.demos.map((demo) => (
                      <li key={demo.path}>
                        <Link to={demo.path}>{demo.title}</Link>
                      </li>
                    ))}
                  </ul>
                </section>
              )}

              <ImportSection data={data} t={t} />

              <section>
                <SectionHeading id={API_SECTION_IDS.props} view={view} onViewChange={setView}>
                  {labels.props}
                </SectionHeading>
                {data.props.length > 0 ? (
                  <ApiEntries
                    view={view}
                    caption={labels.props}
                    nameLabel={t('apiDocs.name')}
                    descriptionLabel={t('apiDocs.description')}
                    entries={propEntries(data, t)}
                  />
                ) : (
                  <p>{t('apiDocs.noProps')}</p>
                )}
                <PropsNotes data={data} t={t} />
              </section>

              {sections.includes('inheritance') && <InheritanceSection data={data} t={t} />}

              {data.themeDefaultProps && (
                <section>
                  <SectionHeading id={API_SECTION_IDS.themeDefaultProps}>{labels.themeDefaultProps}</SectionHeading>
                  <p>
                    <Template
                      text={t('apiDocs.themeDefaultPropsBody')}
                      values={{ name: <code>{data.themeDefaultProps}</code> }}
                    />
                  </p>
                </section>
              )}

              {sections.includes('slots') && (
                <section>
                  <SectionHeading id={API_SECTION_IDS.slots} view={view} onViewChange={setView}>
                    {labels.slots}
                  </SectionHeading>
                  <ApiEntries
                    view={view}
                    caption={labels.slots}
                    nameLabel={t('apiDocs.name')}
                    descriptionLabel={t('apiDocs.description')}
                    entries={slotEntries(data, t)}
                  />
                </section>
              )}

              {sections.includes('classes') && (
                <section>
                  <SectionHeading id={API_SECTION_IDS.classes} view={view} onViewChange={setView}>
                    {labels.classes}
                  </SectionHeading>
                  <ApiEntries
                    view={view}
                    caption={labels.classes}
                    nameLabel={t('apiDocs.className')}
                    descriptionLabel={t('apiDocs.description')}
                    entries={classEntries(data, t)}
                  />
                </section>
              )}

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
