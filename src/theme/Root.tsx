import React, { type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { DocsConfigProvider } from '../providers/DocsConfig';
import { customFieldsOf } from '../lib/customFields';
import { AdConfigProvider } from '../providers/AdConfig';
import { ThemeSettingsProvider } from '../providers/ThemeSettings';
import { ColorModeProvider } from '../providers/ColorMode';
import { CodeVariantProvider } from '../providers/CodeVariant';
import { CodeStylingProvider } from '../providers/CodeStyling';

/** Mounts the site-wide providers around every page, in the order of the docs-infra notes. */
export default function Root({ children }: { children: ReactNode }) {
  const { i18n, siteConfig } = useDocusaurusContext();
  return (
    <DocsConfigProvider userLanguage={i18n.currentLocale}>
      <AdConfigProvider value={customFieldsOf(siteConfig).ads}>
        <ThemeSettingsProvider>
          <ColorModeProvider>
            <CodeVariantProvider>
              <CodeStylingProvider>{children}</CodeStylingProvider>
            </CodeVariantProvider>
          </ColorModeProvider>
        </ThemeSettingsProvider>
      </AdConfigProvider>
    </DocsConfigProvider>
  );
}
