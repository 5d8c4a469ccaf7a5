import React from 'react';
import { useTranslate } from '@site/src/providers/DocsConfig';
import { API_SECTION_IDS } from '@site/src/lib/apiDocs/toc';
import ApiSection from './ApiSection';
import { Template } from './parts';

/** The key of the theme's `components` that sets the component's default props. */
export default function ThemeDefaultPropsSection({ themeKey }: { themeKey: string }) {
  const t = useTranslate();
  return (
    <ApiSection id={API_SECTION_IDS.themeDefaultProps} title={t('apiDocs.themeDefaultProps')}>
      <p>
        <Template text={t('apiDocs.themeDefaultPropsBody')} values={{ name: <code>{themeKey}</code> }} />
      </p>
    </ApiSection>
  );
}
