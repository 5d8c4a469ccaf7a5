import React from 'react';
import TemplatePage from '@site/src/templates/TemplatePage';
import StickyFooter from '@site/src/templates/sticky-footer/StickyFooter';

/** Full-page live preview of the sticky footer template, outside the docs layout. */
export default function StickyFooterTemplatePage() {
  return (
    <TemplatePage slug="sticky-footer">
      <StickyFooter />
    </TemplatePage>
  );
}
