import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';
import pluginContentDocs, { validateOptions } from '@docusaurus/plugin-content-docs';
import type { PluginOptions } from '@docusaurus/plugin-content-docs';

/**
 * The docs plugin, minus one thing every page of an area loads: the description of each of the
 * area's docs inside the version metadata (`version.docs[id].description`). theme-classic reads
 * it only for DocCard lists, which this site does not use; dropping it halves the metadata chunk
 * (Material UI: 8.2 -> 4.0 KB gzip) and keeps it from growing with every page's description.
 */

interface VersionDocProp {
  description?: string;
  [key: string]: unknown;
}

function withoutDescriptions(docs: Record<string, VersionDocProp>): Record<string, VersionDocProp> {
  return Object.fromEntries(
    Object.entries(docs).map(([id, doc]) => {
      const { description: _description, ...rest } = doc;
      return [id, rest];
    }),
  );
}

/** `route` and its sub-routes, with the doc descriptions removed from any version metadata prop. */
export function withoutDocDescriptions(route: RouteConfig): RouteConfig {
  const version = route.props?.version as { docs?: Record<string, VersionDocProp> } | undefined;
  const props =
    version && typeof version === 'object' && version.docs
      ? { ...route.props, version: { ...version, docs: withoutDescriptions(version.docs) } }
      : route.props;
  return {
    ...route,
    ...(props ? { props } : {}),
    ...(route.routes ? { routes: route.routes.map(withoutDocDescriptions) } : {}),
  };
}

export default async function leanDocsPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<unknown>> {
  const plugin = (await pluginContentDocs(context, options)) as Plugin<unknown>;
  const { contentLoaded } = plugin;
  if (!contentLoaded) return plugin;
  return {
    ...plugin,
    contentLoaded: (args) =>
      contentLoaded({
        ...args,
        actions: { ...args.actions, addRoute: (route) => args.actions.addRoute(withoutDocDescriptions(route)) },
      }),
  };
}

// Docusaurus validates a plugin given as a function through its static `validateOptions`.
leanDocsPlugin.validateOptions = validateOptions;
