import React from 'react';
import { useTranslate } from '@site/src/providers/DocsConfig';
import { apiAnchor } from '@site/src/lib/apiDocs/naming';
import { API_SECTION_IDS } from '@site/src/lib/apiDocs/toc';
import type { ApiPageData } from '@site/src/lib/apiDocs/types';
import type { ApiView } from '@site/src/lib/apiDocs/viewPreference';
import ApiEntries, { EntryName, type Entry } from './ApiEntries';
import ApiSection from './ApiSection';
import { Html, TypeSummary } from './parts';

interface Props {
  data: ApiPageData;
  view: ApiView;
  onViewChange: (view: ApiView) => void;
}

/** The component's slots: the class each one gets and the element it renders by default. */
export default function SlotsSection({ data, view, onViewChange }: Props) {
  const t = useTranslate();
  const title = t('apiDocs.slots');
  const entries: Entry[] = data.slots.map((slot) => ({
    id: apiAnchor.slot(slot.name),
    title: <EntryName>{slot.name}</EntryName>,
    summary: slot.defaultClass ? <TypeSummary>.{slot.defaultClass}</TypeSummary> : undefined,
    fields: [
      { label: t('apiDocs.defaultClass'), content: slot.defaultClass ? <code>.{slot.defaultClass}</code> : null },
      { label: t('apiDocs.default'), content: slot.defaultElement ? <code>{slot.defaultElement}</code> : null },
    ],
    description: <Html html={slot.descriptionHtml} />,
  }));
  return (
    <ApiSection id={API_SECTION_IDS.slots} title={title} view={view} onViewChange={onViewChange}>
      <ApiEntries
        view={view}
        caption={title}
        nameLabel={t('apiDocs.name')}
        descriptionLabel={t('apiDocs.description')}
        entries={entries}
      />
    </ApiSection>
  );
}
