/**
 * Dev server only. When a demo file changes, the bundler re-runs the demo's module, which hands
 * its new sources to the page through this window event; the Demo component shows them in its
 * code panel (the preview itself updates through React Fast Refresh). Production builds have no
 * hot modules, so nothing is sent there.
 */
import type { DemoLive, DemoSource, LoadedDemoVariant } from './types';

export const DEMO_SOURCE_UPDATE_EVENT = 'mui-docs:demo-source-update';

export interface DemoSourceUpdate {
  name: string;
  source: DemoSource | LoadedDemoVariant;
  /**
   * System demos: loads the updated preview. The preview's modules sit below the demo module, so
   * the update stops there and they load anew (variants carry their component in `source`).
   */
  loadLive?: () => Promise<{ default: DemoLive }>;
}

/**
 * Code appended to a demo module in the browser bundle: the module accepts its own updates (so
 * the page around it is not reloaded) and announces its sources (`sourceExpression`) and, for a
 * System demo, how to load its updated preview (`loadLiveExpression`).
 */
export function hotSourceUpdateCode(name: string, sourceExpression: string, loadLiveExpression?: string): string {
  const loadLive = loadLiveExpression ? `, loadLive: ${loadLiveExpression}` : '';
  const detail = `{ name: ${JSON.stringify(name)}, source: ${sourceExpression}${loadLive} }`;
  return [
    'if (import.meta.webpackHot) {',
    '  import.meta.webpackHot.accept();',
    `  window.dispatchEvent(new CustomEvent(${JSON.stringify(DEMO_SOURCE_UPDATE_EVENT)}, { detail: ${detail} }));`,
    '}',
  ].join('\n');
}
