import React from 'react';
import TemplatePage from '@site/src/templates/TemplatePage';
import Pricing from '@site/src/templates/pricing/Pricing';

/** Full-page live preview of the pricing template, outside the docs layout. */
export default function PricingTemplatePage() {
  return (
    <TemplatePage slug="pricing">
      <Pricing />
    </TemplatePage>
  );
}
