// Ejected from theme-classic: titles name the product ("Installation - Joy UI"), so pages
// with the same heading in different areas stay distinguishable in tabs, search and analytics.
import React from 'react';
import { PageMetadata } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { getRouteArea } from '@site/src/lib/routing';

export default function DocItemMetadata() {
  const { metadata, frontMatter, assets } = useDoc();
  const area = getRouteArea(metadata.permalink);
  return (
    <PageMetadata
      title={area ? `${metadata.title} - ${area.name}` : metadata.title}
      description={metadata.description}
      keywords={frontMatter.keywords}
      image={assets.image ?? frontMatter.image}
    />
  );
}
