import { compileTailwindCss, extractCandidates } from './tailwind';

describe('extractCandidates', () => {
  it('finds class names in JSX, including variants and arbitrary values', () => {
    const candidates = extractCandidates(`<div className="flex hover:bg-sky-600 [&.base--active]:ring-10 w-1/2" />`);
    expect(candidates).toEqual(
      expect.arrayContaining(['flex', 'hover:bg-sky-600', '[&.base--active]:ring-10', 'w-1/2']),
    );
  });

  it('keeps the last class of a string followed by a comma', () => {
    const candidates = extractCandidates(
      `slotProps={{ rail: { className: 'h-1 bg-slate-400/35', }, track: { className: 'dark:bg-purple-400' } }}`,
    );
    expect(candidates).toEqual(expect.arrayContaining(['h-1', 'bg-slate-400/35', 'dark:bg-purple-400']));
  });
});

describe('compileTailwindCss', () => {
  let css: string;
  beforeAll(async () => {
    css = await compileTailwindCss('StatusBadge', [
      `<span className="inline-flex gap-2 rounded-full bg-emerald-600 px-3 md:px-4 dark:bg-emerald-500 shadow-md">ok</span>`,
    ]);
  });

  it('emits the utilities used, scoped to the demo’s preview', () => {
    expect(css).toContain('[data-tailwind-demo=StatusBadge] .inline-flex{display:inline-flex}');
    expect(css).toContain('[data-tailwind-demo=StatusBadge] .bg-emerald-600{');
    expect(css).not.toMatch(/(^|})\.inline-flex/);
  });

  it('declares the theme variables on the preview, not on :root', () => {
    expect(css).toMatch(/\[data-tailwind-demo=StatusBadge\]\{[^}]*--color-emerald-600:/);
    expect(css).not.toContain(':root');
  });

  it('has no preflight and no nesting left', () => {
    expect(css).not.toContain('box-sizing:border-box;border:0 solid');
    expect(css).not.toContain('&');
    expect(css).toMatch(/@media \(width>=48rem\)\{\[data-tailwind-demo=StatusBadge\] \.md\\:px-4\{/);
  });

  it('follows the site’s colour mode for dark:', () => {
    expect(css).toContain('.dark\\:bg-emerald-500:where([data-theme=dark],[data-theme=dark] *)');
  });

  it('keeps @property rules at the top level', () => {
    expect(css).toMatch(/^@property --tw-/);
  });
});

it('gives each demo only its own classes, whatever was compiled before', async () => {
  await compileTailwindCss('First', ['<div className="tracking-widest" />']);
  const second = await compileTailwindCss('Second', ['<div className="italic" />']);
  expect(second).toContain('italic');
  expect(second).not.toContain('letter-spacing');
});
