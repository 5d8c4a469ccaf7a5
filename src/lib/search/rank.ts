/**
 * Ranking adjustments on top of the engine's BM25 scores, and grouping of results by product.
 */
import { PRODUCT_AREAS } from '../products';
import { getRouteArea, getRouteProduct } from '../routing';
import { fold } from './text';

/** Score multiplier for pages of the product the reader is in. */
export const CURRENT_PRODUCT_BOOST = 1.6;
/** Score multiplier when the whole query is the page title (`slider` -> "Slider"). */
export const EXACT_TITLE_BOOST = 2.5;
/**
 * Score multiplier when the query names a component whose API page this is (`slider` -> "Slider
 * API"): almost an exact title, a little below it, so the component's own page comes first.
 */
export const API_TITLE_BOOST = 2.2;
/** Score multiplier when the page title starts with the query (`button` -> "Button Group"). */
export const TITLE_PREFIX_BOOST = 1.4;

/** Group id for pages that belong to no product. */
export const OTHER_GROUP = 'other';

/** Product id of a page from its URL path: the documented area, else the route product. */
export function productOfPath(pathname: string): string | null {
  return getRouteArea(pathname)?.id ?? getRouteProduct(pathname).productId ?? null;
}

const EXTRA_LABELS: Record<string, string> = {
  'toolpad-studio': 'Toolpad Studio',
  docs: 'MUI Docs',
};

/** Display name of a product id (product names are not translated). */
export function productLabel(product: string | null): string | null {
  if (!product) return null;
  return PRODUCT_AREAS.find((area) => area.id === product)?.name ?? EXTRA_LABELS[product] ?? product;
}

export interface Hit {
  /** Page index in the manifest's page table. */
  id: number;
  score: number;
  /** Index terms that matched (e.g. `slider` for the query `slid`). */
  terms: string[];
}

export interface RankContext {
  currentProduct: string | null;
  /** The normalized query text (for title matches). */
  queryText: string;
}

export interface PageInfo {
  title: string;
  product: string | null;
}

const words = (text: string) =>
  fold(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function titleBoost(title: string, queryText: string): number {
  const query = words(queryText);
  if (!query) return 1;
  const folded = words(title);
  if (folded === query || query === `${folded} api`) return EXACT_TITLE_BOOST;
  if (folded === `${query} api`) return API_TITLE_BOOST;
  if (folded.startsWith(`${query} `)) return TITLE_PREFIX_BOOST;
  return 1;
}

/**
 * Applies the current-product and title boosts and sorts by score (ties: page order). A page
 * titled exactly as the query goes before that name's API page of the same product, however
 * much more often the API page repeats the name: readers who type "tabs" want the Tabs page.
 */
export function rerank<T extends Hit>(hits: readonly T[], pageOf: (id: number) => PageInfo, context: RankContext): T[] {
  const query = words(context.queryText);
  const scored = hits.map((hit) => {
    const page = pageOf(hit.id);
    let score = hit.score * titleBoost(page.title, context.queryText);
    if (context.currentProduct && page.product === context.currentProduct) score *= CURRENT_PRODUCT_BOOST;
    return { ...hit, score };
  });
  const apiScore = new Map<string | null, number>();
  for (const hit of scored) {
    const page = pageOf(hit.id);
    if (query && words(page.title) === `${query} api`) {
      apiScore.set(page.product, Math.max(apiScore.get(page.product) ?? 0, hit.score));
    }
  }
  const ranked = scored.map((hit) => {
    const page = pageOf(hit.id);
    const api = apiScore.get(page.product);
    return api !== undefined && query && words(page.title) === query && hit.score <= api
      ? { ...hit, score: api * 1.0001 }
      : hit;
  });
  return ranked.sort((a, b) => b.score - a.score || a.id - b.id);
}

export interface Group<T> {
  /** Product id, or OTHER_GROUP. */
  product: string;
  items: T[];
}

export interface GroupOptions {
  maxPerGroup: number;
  maxTotal: number;
}

/**
 * Groups ranked hits by product: the current product's group first, then the others in order of
 * their best hit. Caps each group and the total, keeping the best hits.
 */
export function groupResults<T>(
  ranked: readonly T[],
  productOf: (item: T) => string | null,
  currentProduct: string | null,
  { maxPerGroup, maxTotal }: GroupOptions,
): Group<T>[] {
  const groups = new Map<string, Group<T>>();
  let total = 0;
  for (const item of ranked) {
    if (total >= maxTotal) break;
    const product = productOf(item) ?? OTHER_GROUP;
    let group = groups.get(product);
    if (!group) {
      group = { product, items: [] };
      groups.set(product, group);
    }
    if (group.items.length < maxPerGroup) {
      group.items.push(item);
      total += 1;
    }
  }
  const ordered = [...groups.values()];
  const currentIndex = ordered.findIndex((group) => group.product === currentProduct);
  if (currentIndex > 0) ordered.unshift(...ordered.splice(currentIndex, 1));
  return ordered;
}
