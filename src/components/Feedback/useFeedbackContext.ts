import { useLocation } from '@docusaurus/router';
import { usePluginData } from '@docusaurus/useGlobalData';
import { getRouteArea } from '../../lib/routing';
import type { SiteData } from '../../lib/siteData';
import { useCustomFields } from '../../providers/useCustomFields';

/** Where feedback goes and what it is about: endpoint, page path and the area's library version. */
export function useFeedbackContext() {
  const { feedbackEndpoint } = useCustomFields();
  const { pathname } = useLocation();
  const { products } = usePluginData('site-data') as SiteData;
  const areaId = getRouteArea(pathname)?.id;
  const version = products.find((product) => product.id === areaId)?.version ?? null;
  return { endpoint: feedbackEndpoint, pathname, version };
}
