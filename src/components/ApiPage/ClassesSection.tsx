import React from 'react';
import { useTranslate } from '@site/src/providers/DocsConfig';
import { apiAnchor } from '@site/src/lib/apiDocs/naming';
import { API_SECTION_IDS } from '@site/src/lib/apiDocs/toc';
import type { ApiPageData } from '@site/src/lib/apiDocs/types';
import type { ApiView } from '@site/src/lib/apiDocs/viewPreference';
import ApiEntries, { EntryName, type Entry } from './ApiEntries';
import ApiSection from './ApiSection';
import { DeprecatedChip, DeprecatedNote, GlobalChip, Html } from './parts';

interface Props {
  data: ApiPageData;
  view: ApiView;
  onViewChange: (view: ApiView) => void;
}

/** The component's CSS classes, by rule name; the shared state classes are marked global. */
export default function ClassesSection({ data, view, onViewChange }: Props) {
  const t = useTranslate();
  const title = t('apiDocs.classes');
  const entries: Entry[] = data.classes.map((entry) => ({
    id: apiAnchor.classes(entry.key),
    title: (
      <>
        <EntryName>.{entry.className}</EntryName>
        {entry.deprecatedHtml !== undefined && <DeprecatedChip />}
      </>
    ),
    summary: entry.isGlobal ? <GlobalChip /> : undefined,
    fields: [
      {
        label: t('apiDocs.ruleName'),
        content: (
          <>
            <code>{entry.key}</code>
            {entry.isGlobal && <GlobalChip />}
          </>
        ),
      },
    ],
    description: (
      <>
        <Html html={entry.descriptionHtml} />
        {entry.deprecatedHtml !== undefined && <DeprecatedNote inline html={entry.deprecatedHtml} />}
      </>
    ),
  }));
  return (
    <ApiSection id={API_SECTION_IDS.classes} title={title} view={view} onViewChange={onViewChange}>
      <ApiEntries
        view={view}
        caption={title}
        nameLabel={t('apiDocs.className')}
        descriptionLabel={t('apiDocs.description')}
        entries={entries}
      />
    </ApiSection>
  );
}
