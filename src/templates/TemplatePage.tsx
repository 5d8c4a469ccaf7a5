import React, { type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import TemplateFrame from './TemplateFrame';
import { getTemplate, templatePath, type TemplateSlug } from './catalog';

/** A template's full-page route: its own title, description and canonical URL, outside the docs layout. */
export default function TemplatePage({ slug, children }: { slug: TemplateSlug; children: ReactNode }) {
  const template = getTemplate(slug);
  const pageTitle = `${template.title} template · Material UI`;
  const canonicalUrl = useBaseUrl(templatePath(slug), { absolute: true });
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
      <TemplateFrame slug={slug}>{children}</TemplateFrame>
    </>
  );
}
