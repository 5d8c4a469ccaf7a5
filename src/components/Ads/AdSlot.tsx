import React, { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../../lib/whenIdle';
import AdErrorBoundary from './AdErrorBoundary';
import styles from './styles.module.css';

const AdManager = lazy(() => import('./AdManager'));

/**
 * The sponsor block under the page's description paragraph. Its space is reserved in the
 * server-rendered HTML (min heights from the spec), so the ad arriving later never shifts the
 * page; the ad logic loads once the page is idle after hydration (or at the reader's first input).
 */
export default function AdSlot() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => whenIdle(() => setMounted(true)), []);
  return (
    // A named section (a region landmark), not an aside: the docs sidebar is already an unnamed
    // aside, and two complementary landmarks need distinct names.
    <section className={styles.slot} aria-label="Sponsor" data-ad-slot data-search-exclude>
      {mounted && (
        <AdErrorBoundary>
          <Suspense fallback={null}>
            <AdManager />
          </Suspense>
        </AdErrorBoundary>
      )}
    </section>
  );
}
