import { splitEmotionStyles } from './emotionStyles';

const BUTTON =
  '<style data-emotion="css 1ujsas3">.css-1ujsas3{font-weight:500;}.css-1ujsas3:hover>span{color:red;}</style>';
const GLOBAL =
  '<style data-emotion="css-global 573b5q" nonce="abc">@font-face{font-family:Roboto;src:url("a.woff2")}</style>';
const HIDDEN = '<style data-emotion="css 1377gpj">.css-1377gpj{position:absolute;width:1px;}</style>';

describe('splitEmotionStyles', () => {
  it('takes out every Emotion style element, in order and byte for byte, and leaves the rest as it was', () => {
    const app =
      `<main>${GLOBAL}<div class="demo">${BUTTON}<button class="css-1ujsas3">Text</button></div>` +
      `<p>Speckled mug${HIDDEN}<span class="css-1377gpj">, quantity <!-- -->2</span></p></main>`;
    expect(splitEmotionStyles(app)).toEqual({
      styles: GLOBAL + BUTTON + HIDDEN,
      html: '<main><div class="demo"><button class="css-1ujsas3">Text</button></div><p>Speckled mug<span class="css-1377gpj">, quantity <!-- -->2</span></p></main>',
    });
  });

  it('keeps one copy of an element repeated exactly (each demo writes its theme again)', () => {
    const app = `<div>${GLOBAL}${BUTTON}<button class="css-1ujsas3">A</button></div><div>${GLOBAL}${BUTTON}${HIDDEN}<button class="css-1ujsas3">B</button></div>`;
    expect(splitEmotionStyles(app)).toEqual({
      styles: GLOBAL + BUTTON + HIDDEN,
      html: '<div><button class="css-1ujsas3">A</button></div><div><button class="css-1ujsas3">B</button></div>',
    });
  });

  it('does not take markup-looking text from scripts, comments or other style elements', () => {
    const app =
      `<script>document.head.insertAdjacentHTML('beforeend', '<style data-emotion="css x">.x{}</style>');</script>` +
      `<!-- <style data-emotion="css y">.y{}</style> -->` +
      `<style>.plain::after{content:"<style data-emotion=1>"}</style>` +
      `<script type="application/json">{"html":"</style>"}</script>` +
      `<div title="&lt;style data-emotion=&quot;css z&quot;&gt;">${BUTTON}</div>`;
    expect(splitEmotionStyles(app)).toEqual({ styles: BUTTON, html: app.replace(BUTTON, '') });
  });

  it('leaves a page without Emotion styles as it is', () => {
    for (const app of ['<main><p>Text</p></main>', ''])
      expect(splitEmotionStyles(app)).toEqual({ styles: '', html: app });
  });

  it('leaves an unterminated style element, and all after it, where it is', () => {
    const tail = '<style data-emotion="css 1">.css-1{}<p>lost in the style</p>';
    expect(splitEmotionStyles(`<main>${BUTTON}${tail}`)).toEqual({ styles: BUTTON, html: `<main>${tail}` });
  });

  it('works as source text on its own, the way the SSG template runs it', () => {
    const copied = new Function(`return (${splitEmotionStyles.toString()});`)() as typeof splitEmotionStyles;
    const app = `<p>A${HIDDEN}<span>b</span></p><script>"</style>"</script>${BUTTON}`;
    expect(copied(app)).toEqual(splitEmotionStyles(app));
    expect(copied(app).styles).toBe(HIDDEN + BUTTON);
  });
});
