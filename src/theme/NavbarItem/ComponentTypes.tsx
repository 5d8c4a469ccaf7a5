import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import ProductSwitcher from '@site/src/components/ProductSwitcher';
import SettingsNavbarItem from '@site/src/components/Settings/SettingsNavbarItem';
import SearchNavbarItem from '@site/src/components/Search/SearchNavbarItem';

export default {
  ...ComponentTypes,
  'custom-productSwitcher': ProductSwitcher,
  'custom-settings': SettingsNavbarItem,
  'custom-search': SearchNavbarItem,
};
