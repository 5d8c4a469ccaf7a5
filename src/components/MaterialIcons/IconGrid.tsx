import React, { Fragment, memo, useRef } from 'react';
import type { IconManifest, IconNode, ThemeLayout } from '../../lib/materialIcons/format';
import { splitWords } from '../../lib/materialIcons/search';
import { exportName, type IconTheme } from '../../lib/materialIcons/themes';
import IconGlyph from './IconGlyph';
import { useIconShapes } from './useIconShapes';
import { useVirtualGrid, type GridGeometry } from './useVirtualGrid';
import styles from './styles.module.css';

/** Must match .grid and .cell in styles.module.css. */
const GEOMETRY: GridGeometry = {
  minCell: 96,
  gap: 8,
  rowHeight: 104,
  overscan: 3,
  initialColumns: 6,
  initialRows: 5,
};

/** The base name with a line break allowed between its words. */
function NameLabel({ base }: { base: string }) {
  return (
    <span className={styles.cellLabel} aria-hidden="true">
      {splitWords(base).map((word, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {word}
        </Fragment>
      ))}
    </span>
  );
}

const IconCell = memo(function IconCell({
  index,
  name,
  base,
  nodes,
  onSelect,
}: {
  index: number;
  name: string;
  base: string;
  nodes: IconNode[] | undefined;
  onSelect: (index: number) => void;
}) {
  return (
    <button type="button" className={styles.cell} aria-label={name} data-icon={name} onClick={() => onSelect(index)}>
      <IconGlyph nodes={nodes} size={28} className={styles.cellGlyph} />
      <NameLabel base={base} />
    </button>
  );
});

export interface IconGridProps {
  manifest: IconManifest;
  layout: ThemeLayout;
  theme: IconTheme;
  /** Base-name indices to show, in order. */
  results: readonly number[];
  /** The query the results are for (exposed for tests and the bench). */
  query: string;
  baseUrl: string;
  onSelect: (index: number) => void;
  gridRef?: React.RefObject<HTMLDivElement>;
}

/**
 * The icons as a grid of buttons, rendering only the rows near the viewport: the full height is
 * reserved, the rendered rows are moved to where they belong. Their shapes load by chunk.
 */
export default function IconGrid({
  manifest,
  layout,
  theme,
  results,
  query,
  baseUrl,
  onSelect,
  gridRef,
}: IconGridProps) {
  const ownRef = useRef<HTMLDivElement>(null);
  const ref = gridRef ?? ownRef;
  const { columns, rows } = useVirtualGrid(ref, results.length, GEOMETRY);
  const rowCount = Math.ceil(results.length / columns);
  const visible = results.slice(rows.start * columns, rows.end * columns);
  const shapeOf = useIconShapes(manifest, layout, visible, baseUrl);

  return (
    <div
      ref={ref}
      className={styles.grid}
      style={{ height: rowCount * GEOMETRY.rowHeight }}
      data-icon-grid=""
      data-query={query}
      data-theme-filter={theme}
      data-columns={columns}
    >
      <div
        className={styles.rows}
        style={{
          transform: `translateY(${rows.start * GEOMETRY.rowHeight}px)`,
          gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
        }}
      >
        {visible.map((index) => (
          <IconCell
            key={index}
            index={index}
            name={exportName(manifest.names[index], theme)}
            base={manifest.names[index]}
            nodes={shapeOf(index)}
            onSelect={onSelect}
          />
        ))}
      </div>
    </div>
  );
}
