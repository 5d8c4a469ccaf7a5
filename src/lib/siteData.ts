import { releaseAnchor } from './changelog';
import { PRODUCT_AREAS, type ProductCategoryId, type ProductId } from './products';

/** External destinations configured in `docusaurus.config.ts`. */
export interface SiteLinks {
  versionsUrl: string;
  templateStoreUrl: string;
  blogUrl: string;
  repositoryUrl: string;
}

export interface ProductVersion {
  text: string;
  href: string;
  current: boolean;
}

/** Product identifier info (SPEC section 3) as shown by the product switcher. */
export interface ProductEntry {
  id: ProductId;
  name: string;
  routeBase: string;
  landingPath: string;
  category: ProductCategoryId | null;
  tagline: string;
  internal: boolean;
  /** Installed version, or null when the area documents no installed package. */
  version: string | null;
  versions: ProductVersion[];
}

export interface SiteData {
  products: ProductEntry[];
  links: SiteLinks;
}

/** Builds the switcher entries from installed versions keyed by product id. */
export function buildProductEntries(installed: Partial<Record<ProductId, string>>, links: SiteLinks): ProductEntry[] {
  return PRODUCT_AREAS.map((area) => {
    const version = installed[area.id] ?? null;
    if (area.packageName && !version) {
      throw new Error(`No installed version of ${area.packageName} was found for ${area.name}.`);
    }
    // The current version links to its release notes where the area has a changelog page.
    const currentHref =
      area.changelogPath && version ? `${area.changelogPath}#${releaseAnchor(version)}` : area.landingPath;
    const versions: ProductVersion[] = version ? [{ text: `v${version}`, href: currentHref, current: true }] : [];
    if (!area.internal) {
      versions.push({ text: 'All versions', href: links.versionsUrl, current: false });
    }
    return {
      id: area.id,
      name: area.name,
      routeBase: area.routeBase,
      landingPath: area.landingPath,
      category: area.category,
      tagline: area.tagline,
      internal: area.internal,
      version,
      versions,
    };
  });
}
