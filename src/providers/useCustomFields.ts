import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { customFieldsOf, type SiteCustomFields } from '../lib/customFields';

/** The site's `customFields` from `docusaurus.config.ts`, typed. */
export function useCustomFields(): SiteCustomFields {
  return customFieldsOf(useDocusaurusContext().siteConfig);
}
