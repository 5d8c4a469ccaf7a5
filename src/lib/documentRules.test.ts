import { compile, middleware, serialize, stringify } from 'stylis';
import { dropDocumentRules, isDocumentSelector } from './documentRules';

describe('isDocumentSelector', () => {
  it.each(['html', 'body', 'body::backdrop', '*', '*::before', ':root', 'strong', 'b'])(
    'takes %s for the document',
    (s) => {
      expect(isDocumentSelector(s)).toBe(true);
    },
  );
  it.each(['.MuiBox-root', 'button', 'bdi', 'body-text', '.tpd-1 html-like', 'h1'])('leaves %s to the demo', (s) => {
    expect(isDocumentSelector(s)).toBe(false);
  });
});

describe('dropDocumentRules', () => {
  // The order Emotion runs a cache's stylis plugins in: before its own stringify.
  function insertGlobal(css: string): string {
    return serialize(compile(css), middleware([dropDocumentRules, stringify]));
  }

  it("drops CssBaseline's document rules and keeps the demo's own", () => {
    const css = insertGlobal(
      'html{-webkit-font-smoothing:antialiased;}*,*::before,*::after{box-sizing:inherit;}strong,b{font-weight:700;}' +
        'body{margin:0;background-color:#fff;}@media print{body{background-color:#fff;}}.card{padding:8px;}',
    );
    expect(css).toBe('.card{padding:8px;}');
  });

  it('keeps the other selectors of a mixed selector list', () => {
    expect(insertGlobal('body,.panel{color:red;}')).toBe('.panel{color:red;}');
  });
});
