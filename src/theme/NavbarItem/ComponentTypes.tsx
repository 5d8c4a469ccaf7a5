import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import ProductSwitcher from '@site/src/components/ProductSwitcher';

export default {
  ...ComponentTypes,
  'custom-productSwitcher': ProductSwitcher,
};
