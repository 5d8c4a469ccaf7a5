// Ejected from theme-classic to mount the menus only once the phone menu first opens. The closed
// menu is never seen, yet mounting it (the whole area sidebar, every category open) cost each page
// load on a phone hundreds of ms of main-thread work at mobile CPU speed, right after hydration.
import React, { useState } from 'react';
import { useLockBodyScroll, useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import NavbarMobileSidebarLayout from '@theme/Navbar/MobileSidebar/Layout';
import NavbarMobileSidebarHeader from '@theme/Navbar/MobileSidebar/Header';
import NavbarMobileSidebarPrimaryMenu from '@theme/Navbar/MobileSidebar/PrimaryMenu';
import NavbarMobileSidebarSecondaryMenu from '@theme/Navbar/MobileSidebar/SecondaryMenu';

export default function NavbarMobileSidebar() {
  const mobileSidebar = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(false);
  // Set during render, so the menus are in the same commit as the open drawer and slide in with it.
  if (mobileSidebar.shown && !opened) setOpened(true);
  useLockBodyScroll(mobileSidebar.shown);
  if (!mobileSidebar.shouldRender) return null;
  return (
    <NavbarMobileSidebarLayout
      header={<NavbarMobileSidebarHeader />}
      primaryMenu={opened && <NavbarMobileSidebarPrimaryMenu />}
      secondaryMenu={opened && <NavbarMobileSidebarSecondaryMenu />}
    />
  );
}
