import path from 'node:path';
import { backgroundTypeCheck } from './typeErrors';

const SITE_DIR = path.resolve(__dirname, '../..');
// Not on disk: the checker takes the text it is handed, as the dev server hands it what was saved.
const FILE = 'docs/docs-infra/test-pages/StockLevel.tsx';
const GOOD = `import * as React from 'react';

export default function StockLevel({ units = 12 }: { units?: number }) {
  const [reserved, setReserved] = React.useState(0);
  return <button onClick={() => setReserved(reserved + 1)}>{units - reserved} left</button>;
}
`;
// A string where the state holds a number.
const WRONG_TYPE = GOOD.replace('setReserved(reserved + 1)', "setReserved('one')");
const WRONG_LINE = 5;
const WRONG_COLUMN = GOOD.split('\n')[WRONG_LINE - 1].indexOf('reserved + 1') + 1;

// Through the checker's own process, as the dev server asks: one program, loaded once (React's types take seconds).
describe('the demo type checker', () => {
  const { check, stop } = backgroundTypeCheck(SITE_DIR);
  afterAll(() => stop());

  it('finds the first type error with its file, line and column, and none once it is fixed', async () => {
    await expect(check(FILE, GOOD)).resolves.toBeNull();
    await expect(check(FILE, WRONG_TYPE)).resolves.toEqual({
      file: FILE,
      line: WRONG_LINE,
      column: WRONG_COLUMN,
      message: "Argument of type 'string' is not assignable to parameter of type 'SetStateAction<number>'.",
    });
    await expect(check(FILE, GOOD)).resolves.toBeNull();
  }, 90_000);

  it("holds demos to strict mode and the site's settings", async () => {
    const implicitAny = GOOD.replace('{ units = 12 }: { units?: number }', '{ units }');
    expect((await check(FILE, implicitAny))?.message).toMatch(/implicitly has an 'any' type/);
    const unused = GOOD.replace("import * as React from 'react';", "import * as React from 'react';\nconst spare = 1;");
    expect((await check(FILE, unused))?.message).toBe("'spare' is declared but its value is never read.");
  }, 90_000);
});
