import React, { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import manifestData from '@generated/material-icons/default/manifest.json';
import { themeLayout, type IconManifest } from '../../lib/materialIcons/format';
import { countLabel, createIconSearch } from '../../lib/materialIcons/search';
import { DEFAULT_ICON_THEME, exportName, type IconTheme } from '../../lib/materialIcons/themes';
import IconDialog from './IconDialog';
import IconGrid from './IconGrid';
import { useIconShapes } from './useIconShapes';
import ThemeFilter from './ThemeFilter';
import styles from './styles.module.css';

const manifest = manifestData as IconManifest;
/** Search keys are computed once, when the page's chunk loads. */
const search = createIconSearch(manifest.names);

/**
 * Every icon of the installed `@mui/icons-material`, searchable by name and synonym and filtered
 * by theme. Choosing one opens it in a dialog with its import line.
 */
export default function MaterialIconsSearch() {
  const { siteConfig } = useDocusaurusContext();
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [theme, setTheme] = useState<IconTheme>(DEFAULT_ICON_THEME);
  const [selected, setSelected] = useState<number | null>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);

  const layout = useMemo(() => themeLayout(manifest, theme), [theme]);
  const results = useMemo(() => search.filter(query, (index) => layout.chunk[index] >= 0), [query, layout]);

  // A reader scrolled deep into the grid who changes the search sees the new results from the top.
  useEffect(() => {
    const grid = gridRef.current;
    const toolbar = toolbarRef.current;
    if (!grid || !toolbar) return;
    const offset = grid.getBoundingClientRect().top - toolbar.getBoundingClientRect().bottom;
    if (offset < 0) window.scrollBy({ top: offset });
  }, [query, theme]);

  const close = useCallback(() => setSelected(null), []);
  const selectedShape = useIconShapes(manifest, layout, selected === null ? [] : [selected], siteConfig.baseUrl);

  return (
    <section className={styles.root} aria-label="Material icons" data-icon-search="">
      <p className={styles.version}>
        Icons of <code>@mui/icons-material</code> {manifest.version}, the version this site runs.
      </p>
      <div ref={toolbarRef} className={styles.toolbar}>
        <div className={styles.searchField}>
          <label htmlFor={inputId} className={styles.searchLabel}>
            Search icons
          </label>
          <input
            id={inputId}
            className={styles.searchInput}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="delete, arrow, trash…"
            autoComplete="off"
            spellCheck={false}
          />
        </div>
        <ThemeFilter value={theme} onChange={setTheme} />
        <p className={styles.count} role="status" aria-live="polite" aria-atomic="true" data-icon-count="">
          {/* Isolated, so the number stays before "icons" in right-to-left pages. */}
          <bdi>{countLabel(results.length)}</bdi>
        </p>
      </div>
      {results.length === 0 ? (
        <p className={styles.empty}>
          No icon name matches “{query.trim()}”. Try a shorter or more general word, or another theme.
        </p>
      ) : null}
      <IconGrid
        manifest={manifest}
        layout={layout}
        theme={theme}
        results={results}
        query={query}
        baseUrl={siteConfig.baseUrl}
        onSelect={setSelected}
        gridRef={gridRef}
      />
      {selected !== null && (
        <IconDialog
          name={exportName(manifest.names[selected], theme)}
          theme={theme}
          nodes={selectedShape(selected)}
          onClose={close}
        />
      )}
    </section>
  );
}
