import { lazyCompilationConfig, type Middleware } from './lazyCompilation';

describe('lazyCompilationConfig', () => {
  const lazyMiddleware: Middleware = () => undefined;
  const compiler = { name: 'client' };

  it('compiles dynamic imports (routes, demos) on first request and the entry at once', () => {
    expect(lazyCompilationConfig(() => lazyMiddleware).lazyCompilation).toEqual({ entries: false, imports: true });
  });

  it("adds the middleware made for the dev server's compiler, leaving Docusaurus's own in place", () => {
    const middlewareFor = jest.fn(() => lazyMiddleware);
    const docusaurusOwn: Middleware[] = [() => undefined];
    const added = lazyCompilationConfig(middlewareFor).devServer.setupMiddlewares(docusaurusOwn, { compiler });
    expect(middlewareFor).toHaveBeenCalledWith(compiler);
    // webpack-merge concatenates what each setupMiddlewares returns: only the new one, once.
    expect(added).toEqual([lazyMiddleware]);
    expect(docusaurusOwn).toHaveLength(1);
  });
});
