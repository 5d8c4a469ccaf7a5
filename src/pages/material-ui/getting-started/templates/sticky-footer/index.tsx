import React from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import TemplateFrame from '@site/src/templates/TemplateFrame';
import { getTemplate, templatePath } from '@site/src/templates/catalog';
import StickyFooter from '@site/src/templates/sticky-footer/StickyFooter';

const template = getTemplate('sticky-footer');
const pageTitle = `${template.title} template · Material UI`;

/** Full-page live preview of the sticky footer template, outside the docs layout. */
export default function StickyFooterTemplatePage() {
  const canonicalUrl = useBaseUrl(templatePath(template.slug), { absolute: true });
  return (
    <>
      <Head>
        <html lang="en" />
        <title>{pageTitle}</title>
        <meta name="description" content={template.description} />
        <meta property="og:title" content={pageTitle} />
        <meta property="og:description" content={template.description} />
        <link rel="canonical" href={canonicalUrl} />
      </Head>
      <TemplateFrame slug={template.slug}>
        <StickyFooter />
      </TemplateFrame>
    </>
  );
}
