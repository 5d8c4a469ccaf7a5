import React, { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslate } from '../../providers/DocsConfig';
import styles from './styles.module.css';

const FeedbackForm = lazy(() => import('./FeedbackForm'));

interface HeadingProps {
  id?: string;
  children?: ReactNode;
}

/** An h2/h3 with a button that opens a feedback form about that section. */
export function withSectionFeedback<P extends HeadingProps>(Heading: ComponentType<P>) {
  return function SectionHeading(props: P) {
    const t = useTranslate();
    const [open, setOpen] = useState(false);
    if (!props.id) return <Heading {...props} />;
    const formId = `feedback-${props.id}`;
    return (
      <>
        <Heading {...props}>
          {props.children}
          <button
            type="button"
            className={styles.sectionButton}
            aria-label={t('feedback.feedbackSectionLabel')}
            aria-expanded={open}
            aria-controls={open ? formId : undefined}
            onClick={() => setOpen((value) => !value)}
          >
            <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M20 2H4a2 2 0 0 0-2 2v18l4-4h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2zm0 14H5.2L4 17.2V4h16v12z"
              />
            </svg>
          </button>
        </Heading>
        {open && (
          <div id={formId} data-search-exclude>
            <Suspense fallback={null}>
              <FeedbackForm section={props.id} autoFocus />
            </Suspense>
          </div>
        )}
      </>
    );
  };
}
