/**
 * The search dialog's data: loads the index, runs each query (showing partial results as shards
 * arrive) and reports a slow query after a moment; the dialog starts the prefetch of the rest of the index
 * once a result list is complete on screen (prefetchRestOfIndex).
 */
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { createSearchClient, type SearchClient, type SearchResponse } from '../../lib/search/client';

let sharedClient: { baseUrl: string; client: SearchClient; prefetching: boolean } | null = null;

/** One client per index location, kept across openings of the dialog. */
export function getSearchClient(baseUrl: string): SearchClient {
  if (!sharedClient || sharedClient.baseUrl !== baseUrl) {
    sharedClient = { baseUrl, client: createSearchClient({ baseUrl }), prefetching: false };
  }
  return sharedClient.client;
}

/** Delay after the first complete results before the rest of the index loads in the background. */
const PREFETCH_DELAY_MS = 400;

/** A query that has not answered after this long shows the spinner (a new shard over a slow network). */
const SLOW_QUERY_MS = 300;

/**
 * Once the first result list is complete on screen, loads the remaining shards while the browser is
 * idle, so later queries answer without the network. Skipped when the reader asked to save data.
 * Safe to call again: it starts once.
 */
export function prefetchRestOfIndex(): void {
  const shared = sharedClient;
  if (!shared || shared.prefetching) return;
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  shared.prefetching = true;
  window.setTimeout(() => {
    shared.client.prefetch().catch(() => undefined);
  }, PREFETCH_DELAY_MS);
}

export type SearchStatus = 'loading' | 'ready' | 'unavailable';

export interface SearchRequest {
  query: string;
  scope: string | null;
  currentProduct: string | null;
  /** No query runs (the quick links show instead). */
  idle: boolean;
  /** Called when a query shows its first results, to move the active option back to the top. */
  onFirstResults: () => void;
}

export interface SearchResults {
  status: SearchStatus;
  response: SearchResponse | null;
  pending: boolean;
  slow: boolean;
}

export function useSearchResults(
  client: SearchClient,
  { query, scope, currentProduct, idle, onFirstResults }: SearchRequest,
): SearchResults {
  const [status, setStatus] = useState<SearchStatus>('loading');
  const [response, setResponse] = useState<SearchResponse | null>(null);
  const [pending, setPending] = useState(false);
  const [slow, setSlow] = useState(false);
  const requestRef = useRef(0);
  const firstResults = useRef(onFirstResults);
  firstResults.current = onFirstResults;

  useEffect(() => {
    let cancelled = false;
    client.load().then(
      () => !cancelled && setStatus('ready'),
      () => !cancelled && setStatus('unavailable'),
    );
    return () => {
      cancelled = true;
    };
  }, [client]);

  useEffect(() => {
    if (status !== 'ready' || idle) {
      requestRef.current += 1;
      setPending(false);
      return;
    }
    const request = ++requestRef.current;
    let shown = false;
    const show = (result: SearchResponse) => {
      if (request !== requestRef.current) return;
      // Rendered in this task rather than one the scheduler queues: the answer to a keystroke
      // reaches the screen in the next frame even when the machine is busy, and the requests
      // for missing excerpts start after it (see client.search).
      flushSync(() => {
        setResponse(result);
        setPending(false);
        // Keep the reader's place when excerpts arrive for results already shown.
        if (!shown) firstResults.current();
      });
      shown = true;
    };
    setPending(true);
    client.search(query, { currentProduct, scope }, { onPartial: show }).then(
      (result) => show(result),
      () => {
        if (request !== requestRef.current) return;
        setPending(false);
        setStatus('unavailable');
      },
    );
  }, [client, query, scope, currentProduct, status, idle]);

  useEffect(() => {
    if (!pending) {
      setSlow(false);
      return undefined;
    }
    const timer = window.setTimeout(() => setSlow(true), SLOW_QUERY_MS);
    return () => window.clearTimeout(timer);
  }, [pending]);

  return { status, response, pending, slow };
}
