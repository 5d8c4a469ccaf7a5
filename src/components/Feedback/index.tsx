import React, { lazy, Suspense, useEffect, useRef, useState } from 'react';
import styles from './styles.module.css';

const FeedbackForm = lazy(() => import('./FeedbackForm'));

/**
 * 'Was this page helpful?' at the foot of a doc page. The space is reserved up front; the form's
 * code loads when the reader scrolls near it.
 */
export default function PageFeedback() {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={ref} className={styles.pageFeedback} data-search-exclude>
      {near && (
        <Suspense fallback={null}>
          <FeedbackForm />
        </Suspense>
      )}
    </div>
  );
}
