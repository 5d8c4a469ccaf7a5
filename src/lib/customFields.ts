/**
 * The site's own settings in `docusaurus.config.ts` (`customFields`), typed once: the config
 * declares them with `satisfies SiteCustomFields` and readers go through `customFieldsOf`.
 */
import type { SiteLinks } from './siteData';

export interface SiteCustomFields {
  links: SiteLinks;
  /** Where the page feedback widget posts. */
  feedbackEndpoint: string;
  /** The host the site is deployed on; the service worker registers only there. */
  productionHost: string;
  /** The ad network's JSON feed. */
  ads: { feedUrl: string };
  analytics: { measurementId: string; productionHost: string };
}

/** `siteConfig.customFields`, typed (Docusaurus types them as `Record<string, unknown>`). */
export function customFieldsOf(siteConfig: { customFields?: Record<string, unknown> }): SiteCustomFields {
  return siteConfig.customFields as unknown as SiteCustomFields;
}
