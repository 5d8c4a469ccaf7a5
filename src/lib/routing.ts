import { DEFAULT_LANGUAGE, PATH_LANGUAGES } from './constants';
import { findAreaForPath, type ProductCategoryId, type ProductId } from './products';

export interface SplitPathname {
  /** Language taken from the path prefix, `en` when there is none. */
  userLanguage: string;
  /** The path without its language prefix; hash and trailing slash kept. */
  canonicalAs: string;
  /** `canonicalAs` without its hash and query. */
  canonicalPathname: string;
  /** Server form: no hash, no trailing slash, a leading `/api` segment becomes `/api-docs`. */
  canonicalAsServer: string;
}

const LANGUAGE_PREFIX = new RegExp(`^/(${PATH_LANGUAGES.join('|')})(?=/|$)`);

export function splitPathname(pathname: string): SplitPathname {
  const match = LANGUAGE_PREFIX.exec(pathname);
  const userLanguage = match ? match[1] : DEFAULT_LANGUAGE;
  const canonicalAs = match ? pathname.slice(match[0].length) || '/' : pathname;
  const canonicalPathname = canonicalAs.replace(/[?#].*$/, '') || '/';
  const withoutSlash = canonicalPathname.length > 1 ? canonicalPathname.replace(/\/+$/, '') : canonicalPathname;
  const canonicalAsServer = withoutSlash.replace(/^\/api(?=\/|$)/, '/api-docs');
  return { userLanguage, canonicalAs, canonicalPathname, canonicalAsServer };
}

/** Route-level product ids: the documented areas plus site pages that belong to no area. */
export type RouteProductId = ProductId | 'toolpad-studio' | 'docs';

export interface RouteProduct {
  productId: RouteProductId | null;
  productCategoryId: ProductCategoryId | null;
}

const CORE_SEGMENTS = new Set(['material-ui', 'joy-ui', 'base-ui', 'system']);
const DOCS_SEGMENTS = new Set(['docs', 'versions', 'production-error']);
const DATA_GRID_SEGMENTS = new Set(['react-data-grid', 'migration']);

/** Product id and category from the first path segment (SPEC section 2). */
export function getRouteProduct(pathname: string): RouteProduct {
  const { canonicalPathname } = splitPathname(pathname);
  const [first = '', second = ''] = canonicalPathname.split('/').filter(Boolean);

  if (CORE_SEGMENTS.has(first)) {
    return { productId: first as ProductId, productCategoryId: 'core' };
  }
  if (first === 'x') {
    const isDataGrid = [...DATA_GRID_SEGMENTS].some((segment) => second.startsWith(segment));
    return { productId: isDataGrid ? 'x-data-grid' : null, productCategoryId: 'x' };
  }
  if (first === 'toolpad') {
    return {
      productId: second === 'studio' ? 'toolpad-studio' : 'toolpad-core',
      productCategoryId: 'toolpad',
    };
  }
  if (DOCS_SEGMENTS.has(first)) {
    return { productId: 'docs', productCategoryId: null };
  }
  if (first === 'experiments' && second === 'docs') {
    return { productId: 'docs-infra', productCategoryId: null };
  }
  return { productId: null, productCategoryId: null };
}

/** The documented area a path belongs to (language prefix ignored). */
export function getRouteArea(pathname: string) {
  return findAreaForPath(splitPathname(pathname).canonicalPathname);
}
