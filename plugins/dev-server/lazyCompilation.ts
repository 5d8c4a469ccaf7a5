/**
 * `npm start` compiles a page's chunks, and its demos', only when the browser first asks for them
 * (Rspack's lazy compilation of dynamic imports). Every route and demo chunk of the site used to be
 * built, sealed and hashed on each rebuild, so saving one demo cost time in proportion to the
 * whole site (12.5-25 s at ~600 pages, issue 22); now it costs what the open pages use.
 */

/** A Connect-style middleware, as webpack-dev-server runs them. */
export type Middleware = (request: unknown, response: unknown, next?: () => void) => unknown;

/** Rspack's `lazyCompilationMiddleware`, which also registers lazy compilation on the compiler. */
export type LazyMiddlewareFactory = (compiler: unknown) => Middleware;

export interface LazyCompilationConfig {
  lazyCompilation: { entries: false; imports: true };
  devServer: { setupMiddlewares: (middlewares: Middleware[], devServer: { compiler: unknown }) => Middleware[] };
}

/**
 * The dev client's lazy compilation and the middleware the browser's requests for a chunk reach.
 * The entry stays eager: the page shell must be ready when the server answers.
 *
 * Docusaurus merges a plugin's `devServer` into its own with webpack-merge, which calls both
 * `setupMiddlewares` and concatenates their lists: this one returns only the middleware it adds.
 * It comes after the others, which pass on the POST requests it answers.
 */
export function lazyCompilationConfig(middlewareFor: LazyMiddlewareFactory): LazyCompilationConfig {
  return {
    lazyCompilation: { entries: false, imports: true },
    devServer: { setupMiddlewares: (_middlewares, devServer) => [middlewareFor(devServer.compiler)] },
  };
}
