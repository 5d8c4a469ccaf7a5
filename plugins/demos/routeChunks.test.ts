import { demoChunkName } from './compile';
import { countedChunkNames, initialChunkNames } from './routeChunks';

const SITE = '/site';
const BUTTON_DEMO = '/site/docs/material-ui/components/button/BasicButtons.tsx';

describe('initialChunkNames', () => {
  it('names Docusaurus’s client entry and its runtime chunk (entry given as a path, runtimeChunk: true)', () => {
    expect(initialChunkNames({ entry: '/site/clientEntry.js', optimization: { runtimeChunk: true } })).toEqual([
      'main',
      'runtime~main',
    ]);
  });

  it('follows named entries and the single runtime chunk', () => {
    expect(
      initialChunkNames({ entry: { app: './a.js', admin: './b.js' }, optimization: { runtimeChunk: 'single' } }),
    ).toEqual(['app', 'admin', 'runtime']);
    expect(initialChunkNames({ entry: { app: './a.js' } })).toEqual(['app']);
  });
});

describe('countedChunkNames', () => {
  const counted = countedChunkNames(['main', 'runtime~main']);

  it('counts the lazy route chunks Docusaurus names after their modules', () => {
    for (const name of [
      'content---material-ui-react-button-8f5-bd5',
      '__comp---theme-doc-item-178-a40',
      '__props---material-ui-api-button-0c1-f3e',
      'maintenance-notes',
    ]) {
      expect(counted.test(name)).toBe(true);
    }
  });

  it('leaves out every kind of demo chunk, so MUI never lands in the chunk every page loads', () => {
    for (const kind of ['demo-live', 'demo-variant', 'demo-scope', 'demo-source'] as const) {
      expect(counted.test(demoChunkName(SITE, BUTTON_DEMO, kind, 'Tailwind'))).toBe(false);
    }
  });

  it('leaves out the initial chunks, as Rspack’s default `async` filter does', () => {
    expect(counted.test('main')).toBe(false);
    expect(counted.test('runtime~main')).toBe(false);
  });

  it('reads entry names literally', () => {
    expect(countedChunkNames(['a.b']).test('axb')).toBe(true);
    expect(countedChunkNames(['a.b']).test('a.b')).toBe(false);
  });
});
