import type { Plugin } from '@docusaurus/types';

/**
 * Names lazy chunk files by chunk id only. Docusaurus names every route chunk after its module
 * (`webpackChunkName`), so the client runtime, which every page loads, carries two maps of
 * eight-character strings per chunk (id → name and id → content hash); an id-named file keeps
 * only the hash map.
 */
export const LAZY_CHUNK_FILENAME = 'assets/js/[id].[contenthash:8].js';

export default function leanRuntimePlugin(): Plugin {
  return {
    name: 'lean-runtime',
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== 'production') return {};
      return { output: { chunkFilename: LAZY_CHUNK_FILENAME } };
    },
  };
}
