import React from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import TemplateFrame from '@site/src/templates/TemplateFrame';
import { getTemplate, templatePath } from '@site/src/templates/catalog';
import Pricing from '@site/src/templates/pricing/Pricing';

const template = getTemplate('pricing');
const pageTitle = `${template.title} template · Material UI`;

/** Full-page live preview of the pricing template, outside the docs layout. */
export default function PricingTemplatePage() {
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
        <Pricing />
      </TemplateFrame>
    </>
  );
}
