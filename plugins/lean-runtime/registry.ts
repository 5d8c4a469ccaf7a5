/**
 * `@generated/registry` maps every chunk name of the site to `[loader, modulePath, webpackId]`.
 * The module path (`"@site/docs/material-ui/components/rating/rating.mdx"`) is only read on the
 * server, where react-loadable reports the modules a page rendered; in the browser it is dead
 * weight in main.js that grows with every page. The browser bundle gets the registry without it.
 */
const ENTRY =
  /^(\s*"[^"]+": \[\(\) => import\((?:\/\*[^*]*\*\/ )?"[^"]+"\), )"[^"]+"(, require\.resolveWeak\("[^"]+"\)\][,};]*)$/;

/** The generated registry module with every module path replaced by an empty string. */
export function clientRegistryModule(source: string): string {
  let entries = 0;
  const lines = source.split('\n').map((line) => {
    const match = ENTRY.exec(line);
    if (!match) return line;
    entries += 1;
    return `${match[1]}""${match[2]}`;
  });
  const expected = (source.match(/require\.resolveWeak\(/g) ?? []).length;
  if (entries !== expected) {
    throw new Error(
      `[lean-runtime] ${expected - entries} of ${expected} entries of the generated registry.js are not in the expected form.`,
    );
  }
  return lines.join('\n');
}
