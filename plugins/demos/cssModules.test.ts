/** @jest-environment jsdom */
import { demoCssModuleCode, isDemoCssModule } from './cssModules';

const CSS = `.card { padding: 12px; }
.title { composes: card; font-weight: 600; }
:global([data-theme='dark']) .card { background: #0b1220; }
`;

/** Runs the generated module the way the bundler would, returning its default export. */
function run(code: string): Record<string, string> {
  const body = code.replace('export default ', 'return ');
  return new Function(body)() as Record<string, string>;
}

describe('demo CSS modules', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('are the .module.css files under docs/', () => {
    expect(isDemoCssModule('/site/docs', '/site/docs/base-ui/components/tabs/TabsBasic.module.css')).toBe(true);
    expect(isDemoCssModule('/site/docs', '/site/src/components/Demo/styles.module.css')).toBe(false);
    expect(isDemoCssModule('/site/docs', '/site/docs/base-ui/page.css')).toBe(false);
  });

  it('export hashed class names, composed ones included, and insert the stylesheet once', () => {
    const code = demoCssModuleCode(CSS, 'docs/base-ui/components/tabs/TabsBasic.module.css');
    const classes = run(code);
    expect(classes.card).toMatch(/^card_[\w-]+$/);
    expect(classes.title.split(' ')).toEqual([expect.stringMatching(/^title_/), classes.card]);
    run(code);
    const styles = document.head.querySelectorAll('style[data-demo-css]');
    expect(styles).toHaveLength(1);
    expect(styles[0].textContent).toContain(`[data-theme=dark] .${classes.card}{background:#0b1220}`);
    expect(styles[0].textContent).not.toContain('composes');
  });

  it('list their classes in the same (sorted) order in every build, so demo chunks keep their content hash', () => {
    const css = ['zone', 'label', 'title', 'value', 'card', 'caption', 'price', 'row', 'switch', 'track']
      .map((name) => `.${name} { color: red; }`)
      .join('\n');
    const codes = new Set(Array.from({ length: 20 }, () => demoCssModuleCode(css, 'docs/a/A.module.css')));
    expect(codes.size).toBe(1);
    const names = Object.keys(run([...codes][0]));
    expect(names).toEqual([...names].sort());
  });

  it('replace their stylesheet when the module runs again with new CSS (an edit in npm start)', () => {
    const file = 'docs/a/A.module.css';
    run(demoCssModuleCode(CSS, file));
    run(demoCssModuleCode(CSS.replace('12px', '16px'), file));
    const styles = document.head.querySelectorAll('style[data-demo-css]');
    expect(styles).toHaveLength(1);
    expect(styles[0].textContent).toContain('padding:16px');
  });

  it('give two files with the same class names different names', () => {
    const first = run(demoCssModuleCode(CSS, 'docs/a/A.module.css'));
    const second = run(demoCssModuleCode(CSS, 'docs/b/B.module.css'));
    expect(first.card).not.toBe(second.card);
  });

  it('name the file when its CSS does not parse', () => {
    expect(() => demoCssModuleCode('.card {}\n.card:::before { color: red; }', 'docs/a/A.module.css')).toThrow(
      /^docs\/a\/A\.module\.css:2:\d+: /,
    );
  });
});
