import { DEMO_SOURCE_UPDATE_EVENT, hotSourceUpdateCode } from './hotSources';

describe('hotSourceUpdateCode', () => {
  it('accepts its own update and announces the named sources, only where modules are hot', () => {
    const code = hotSourceUpdateCode('ButtonVariants', 'demo.system');
    expect(code).toContain('if (import.meta.webpackHot) {');
    expect(code).toContain('import.meta.webpackHot.accept();');
    expect(code).toContain(
      `new CustomEvent("${DEMO_SOURCE_UPDATE_EVENT}", { detail: { name: "ButtonVariants", source: demo.system } })`,
    );
  });

  it('passes the preview loader of a System demo', () => {
    expect(hotSourceUpdateCode('X', 'demo.system', 'demo.loadLive')).toContain(
      'detail: { name: "X", source: demo.system, loadLive: demo.loadLive }',
    );
  });

  it('quotes the demo name as a string literal', () => {
    expect(hotSourceUpdateCode('A"B', 'x')).toContain('name: "A\\"B"');
  });
});
