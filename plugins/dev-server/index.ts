/**
 * The dev server (`npm start`) only: lazy compilation (see lazyCompilation.ts). Production builds
 * and the server bundle are left as they are.
 */
import type { Plugin } from '@docusaurus/types';
import type { Configuration } from 'webpack';
import { lazyCompilationConfig, type LazyMiddlewareFactory } from './lazyCompilation';

export default function devServerPlugin(): Plugin {
  return {
    name: 'dev-server',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer || process.env.NODE_ENV === 'production' || currentBundler.name !== 'rspack') return {};
      const rspack = currentBundler.instance as unknown as { lazyCompilationMiddleware: LazyMiddlewareFactory };
      // Rspack's own option, which webpack's Configuration type does not know.
      return lazyCompilationConfig(rspack.lazyCompilationMiddleware) as unknown as Configuration;
    },
  };
}
