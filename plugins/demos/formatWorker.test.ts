import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { formatJsHere } from './formatJs';
import { startFormatWorker } from './formatWorker';
import { deriveJs, formatJs, formatJsWith } from './transpile';

const SOURCES = [
  'const total = items.reduce((sum,item)=>sum+item.price,0)',
  'export default function Price({value}){return <span   className="price">{value}</span>}',
];

describe('startFormatWorker', () => {
  it('formats in a worker thread exactly as Prettier does here', async () => {
    const format = startFormatWorker();
    for (const source of SOURCES) expect(await format(source)).toBe(await formatJsHere(source));
  });

  it("rejects with Prettier's own message for code it cannot parse", async () => {
    const format = startFormatWorker();
    await expect(format('const = broken(')).rejects.toThrow('Unexpected token (1:7)');
  });

  it('answers requests sent together, each with its own code', async () => {
    const format = startFormatWorker();
    const formatted = await Promise.all(SOURCES.map((source) => format(source)));
    expect(formatted).toEqual(await Promise.all(SOURCES.map((source) => formatJsHere(source))));
  });

  it('rejects what is pending when the worker cannot start, instead of waiting for ever', async () => {
    const format = startFormatWorker(path.join(__dirname, 'no-such-worker.cjs'));
    await expect(format('const a = 1')).rejects.toThrow(/The demo format worker (failed|stopped)/);
  });

  it('never keeps a finished process alive', () => {
    const script = [
      `const jiti = require('jiti')(${JSON.stringify(__filename)});`,
      `const { startFormatWorker } = jiti('./formatWorker.ts');`,
      `startFormatWorker()('const a=1').then((code) => console.log(JSON.stringify(code)));`,
    ].join('\n');
    const run = spawnSync(process.execPath, ['-e', script], { cwd: __dirname, encoding: 'utf8', timeout: 30_000 });
    expect(run.signal).toBeNull();
    expect(run.stdout.trim()).toBe(JSON.stringify('const a = 1;\n'));
  });
});

describe('formatJsWith', () => {
  afterEach(() => formatJsWith(formatJsHere));

  it('sends the formatting of derived JavaScript where it is told', async () => {
    const seen: string[] = [];
    formatJsWith(async (code) => {
      seen.push(code);
      return formatJsHere(code);
    });
    expect(await formatJs('let a=1')).toBe('let a = 1;\n');
    const js = await deriveJs('const label: string = "Checkout";\nexport default label;\n', 'Label.tsx');
    expect(js).toBe("const label = 'Checkout';\nexport default label;");
    expect(seen).toHaveLength(2);
  });
});
