import React from 'react';
import TemplatePage from '@site/src/templates/TemplatePage';
import Checkout from '@site/src/templates/checkout/Checkout';

/** Full-page live preview of the checkout template, outside the docs layout. */
export default function CheckoutTemplatePage() {
  return (
    <TemplatePage slug="checkout">
      <Checkout />
    </TemplatePage>
  );
}
