import React from 'react';
import TemplatePage from '@site/src/templates/TemplatePage';
import Marketing from '@site/src/templates/marketing/Marketing';

/** Full-page live preview of the marketing page template, outside the docs layout. */
export default function MarketingTemplatePage() {
  return (
    <TemplatePage slug="marketing">
      <Marketing />
    </TemplatePage>
  );
}
