import React, { type ReactNode } from 'react';
import Heading from '@theme/Heading';
import type { ApiView } from '@site/src/lib/apiDocs/viewPreference';
import { ViewSwitch } from './parts';
import styles from './ApiSection.module.css';

export interface ApiSectionProps {
  /** Anchor of the heading (API_SECTION_IDS). */
  id: string;
  title: string;
  /** With both, the heading carries the table / expanded / collapsed switch. */
  view?: ApiView;
  onViewChange?: (view: ApiView) => void;
  children: ReactNode;
}

/** One section of an API page: its h2 (the TOC lists it) and, for entries, the layout switch. */
export default function ApiSection({ id, title, view, onViewChange, children }: ApiSectionProps) {
  return (
    <section>
      <div className={styles.sectionHeader}>
        <Heading as="h2" id={id}>
          {title}
        </Heading>
        {view && onViewChange && <ViewSwitch view={view} onChange={onViewChange} section={title} />}
      </div>
      {children}
    </section>
  );
}

/** A line below a section's content. */
export function SectionNote({ children }: { children: ReactNode }) {
  return <p className={styles.note}>{children}</p>;
}
