import React, { useEffect, useId, useState } from 'react';
import clsx from 'clsx';
import {
  buildFeedbackPayload,
  FEEDBACK_COMMENT_MAX_LENGTH,
  feedbackStorageKey,
  isSubmitShortcut,
  parseStoredRating,
  sendFeedback,
  type FeedbackRating,
} from '../../lib/feedback';
import { readStorage, writeStorage } from '../../lib/storage';
import { useDocsConfig } from '../../providers/DocsConfig';
import { useFeedbackContext } from './useFeedbackContext';
import styles from './styles.module.css';

type Status = 'idle' | 'sending' | 'submitted' | 'failed';

/** Yes/No vote with an optional comment, for a whole page or one section (loaded lazily). */
export default function FeedbackForm({ section, autoFocus }: { section?: string; autoFocus?: boolean }) {
  const { t, userLanguage } = useDocsConfig();
  const { endpoint, pathname, version } = useFeedbackContext();
  const storageKey = feedbackStorageKey(pathname, section);
  const [rating, setRating] = useState<FeedbackRating | null>(null);
  const [comment, setComment] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [remembered, setRemembered] = useState(false);
  const commentId = useId();

  useEffect(() => {
    const stored = parseStoredRating(readStorage(storageKey));
    setRating(stored);
    setRemembered(stored !== null);
    setStatus('idle');
    setComment('');
  }, [storageKey]);

  const submit = async () => {
    if (!rating || status === 'sending') return;
    setStatus('sending');
    const payload = buildFeedbackPayload({ pathname, section, rating, comment, version, language: userLanguage });
    const stored = await sendFeedback(endpoint, payload, (url, init) => fetch(url, init));
    if (stored) {
      writeStorage(storageKey, rating);
      setRemembered(true);
      setComment('');
    }
    setStatus(stored ? 'submitted' : 'failed');
  };

  const vote = (value: FeedbackRating) => {
    setRating(value);
    setRemembered(false);
    setStatus('idle');
  };

  const question = t(section ? 'feedback.feedbackSectionMessage' : 'feedback.feedbackMessage');
  const composing = rating !== null && !remembered && status !== 'submitted';

  return (
    <form
      className={clsx(styles.form, section && styles.sectionForm)}
      aria-label={section ? `${t('feedback.feedbackSectionLabel')}: ${section}` : question}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-feedback-section={section ?? ''}
    >
      <div className={styles.question}>
        <span id={`${commentId}-question`}>{question}</span>
        <div className={styles.votes} role="group" aria-labelledby={`${commentId}-question`}>
          {(['yes', 'no'] as const).map((value) => (
            <button
              key={value}
              type="button"
              // eslint-disable-next-line jsx-a11y/no-autofocus -- the reader just opened this section's form: focus moves into it
              autoFocus={autoFocus && value === 'yes'}
              className={clsx('button button--sm', rating === value ? 'button--primary' : 'button--secondary')}
              aria-pressed={rating === value}
              data-ga-event-category="feedback"
              data-ga-event-action={value}
              data-ga-event-label={section ?? 'page'}
              onClick={() => vote(value)}
            >
              {t(value === 'yes' ? 'feedback.feedbackYes' : 'feedback.feedbackNo')}
            </button>
          ))}
        </div>
      </div>
      {composing && (
        <div className={styles.compose}>
          <label htmlFor={commentId} className={styles.label}>
            {t('feedback.feedbackCommentLabel')}
          </label>
          <textarea
            id={commentId}
            className={styles.comment}
            value={comment}
            maxLength={FEEDBACK_COMMENT_MAX_LENGTH}
            rows={3}
            onChange={(event) => setComment(event.target.value)}
            onKeyDown={(event) => {
              if (isSubmitShortcut(event)) {
                event.preventDefault();
                void submit();
              }
            }}
          />
          <div className={styles.actions}>
            <button type="submit" className="button button--sm button--primary" disabled={status === 'sending'}>
              {t('feedback.feedbackSubmit')}
            </button>
            <span className={styles.hint}>Ctrl+Enter</span>
          </div>
        </div>
      )}
      <p className={styles.status} role="status" aria-live="polite">
        {status === 'submitted' && t('feedback.feedbackSubmitted')}
      </p>
      {status === 'failed' && (
        <p className={styles.error} role="alert">
          {t('feedback.feedbackFailed')}
        </p>
      )}
    </form>
  );
}
