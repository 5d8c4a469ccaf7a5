import React, { type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { DocsConfigProvider } from '../providers/DocsConfig';

/** Mounts the site-wide providers around every page (order per docs-infra design notes). */
export default function Root({ children }: { children: ReactNode }) {
  const { i18n } = useDocusaurusContext();
  return <DocsConfigProvider userLanguage={i18n.currentLocale}>{children}</DocsConfigProvider>;
}
