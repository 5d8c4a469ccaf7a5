import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import ProductSwitcher from '@site/src/components/ProductSwitcher';
import SettingsNavbarItem from '@site/src/components/Settings/SettingsNavbarItem';

export default {
  ...ComponentTypes,
  'custom-productSwitcher': ProductSwitcher,
  'custom-settings': SettingsNavbarItem,
};
