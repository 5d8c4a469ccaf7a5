import vm from 'node:vm';
import { minifyInlineScript } from './inlineScript';

describe('minifyInlineScript', () => {
  it('shortens the code and keeps what it does', () => {
    const code = `(function announce(target, greeting) {
      // Comments and long local names go; the effect stays.
      const message = greeting + ', ' + target.name;
      target.said = message;
    })(globalThis.visitor, 'Hello');`;
    const minified = minifyInlineScript(code);
    expect(minified.length).toBeLessThan(code.length / 2);
    expect(minified).not.toContain('//');
    const context = vm.createContext({ visitor: { name: 'Ada' } });
    vm.runInContext(minified, context);
    expect(vm.runInContext('visitor.said', context)).toBe('Hello, Ada');
  });

  it('leaves global names alone, so a placeholder can be replaced after minifying', () => {
    expect(minifyInlineScript('(function (list) { for (const item of list) load(item); })(__SCRIPTS__);')).toContain(
      '__SCRIPTS__',
    );
  });

  it('refuses code that has no effect instead of shipping an empty script', () => {
    expect(() => minifyInlineScript('(function unused(a) { return a + 1; });')).toThrow(/minified to nothing/);
  });
});
