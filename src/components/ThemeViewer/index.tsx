import React, { useMemo, useState } from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import CopyButton from '../CopyButton';
import FilterField from '../FilterField';
import { useTranslate } from '../../providers/DocsConfig';
import { useThemeSettings } from '../../providers/ThemeSettings';
import { fillTemplate } from '../../lib/apiDocs/template';
import type { PaletteMode } from '../../lib/tokens';
import { branchPaths, buildThemeTree, filterThemeTree, type ThemeNode } from '../../lib/themeTree';
import styles from './styles.module.css';

/** Open at first, so the most looked-up values show without a click. */
const INITIALLY_EXPANDED = ['palette', 'palette.primary'];

function copiedValue(node: ThemeNode): string {
  return node.kind === 'string' ? (JSON.parse(node.display!) as string) : node.display!;
}

interface TreeProps {
  nodes: readonly ThemeNode[];
  isOpen: (path: string) => boolean;
  toggle: (path: string) => void;
}

function Leaf({ node }: { node: ThemeNode }) {
  const t = useTranslate();
  return (
    <li className={styles.leaf} data-theme-path={node.path}>
      <span className={styles.key}>{node.key}:</span>
      {node.color && <span className={styles.swatch} style={{ background: node.color }} aria-hidden="true" />}
      <code className={styles[`value_${node.kind}`] ?? styles.value}>{node.display}</code>
      {node.kind !== 'function' && (
        <CopyButton
          className={styles.copy}
          text={copiedValue(node)}
          aria-label={fillTemplate(t('themeViewer.copy'), { path: node.path })}
        />
      )}
    </li>
  );
}

function Tree({ nodes, isOpen, toggle }: TreeProps) {
  return (
    <ul className={styles.tree}>
      {nodes.map((node) => {
        if (!node.children) return <Leaf key={node.path} node={node} />;
        const open = isOpen(node.path);
        const brackets = node.kind === 'array' ? ['[', ']'] : ['{', '}'];
        return (
          <li key={node.path} className={styles.branch} data-theme-path={node.path}>
            <button type="button" className={styles.toggle} aria-expanded={open} onClick={() => toggle(node.path)}>
              <span className={styles.chevron} aria-hidden="true" />
              <span className={styles.key}>{node.key}</span>
              <span className={styles.summary}>
                {brackets[0]}
                {open ? '' : ` ${node.children.length} `}
                {open ? '' : brackets[1]}
              </span>
            </button>
            {open && <Tree nodes={node.children} isOpen={isOpen} toggle={toggle} />}
          </li>
        );
      })}
    </ul>
  );
}

/** Builds the documented library's default theme in one colour mode. */
export type DefaultThemeFactory = (mode: PaletteMode) => object;

/**
 * An installed library's default theme, built in the page in the site's colour mode, shown as an
 * expandable, filterable tree whose values can be copied. The server and the hydrating render use
 * the light theme, so their markup matches; the site's mode applies next.
 */
export default function ThemeViewer({ defaultTheme }: { defaultTheme: DefaultThemeFactory }) {
  const t = useTranslate();
  const isBrowser = useIsBrowser();
  const { paletteMode } = useThemeSettings();
  const mode = isBrowser ? paletteMode : 'light';
  const tree = useMemo(() => buildThemeTree(defaultTheme(mode)), [defaultTheme, mode]);
  const [expanded, setExpanded] = useState(() => new Set(INITIALLY_EXPANDED));
  const [query, setQuery] = useState('');
  const filtered = useMemo(() => filterThemeTree(tree, query), [tree, query]);
  const filtering = query.trim() !== '';
  const isOpen = (path: string) => (filtering ? filtered.expanded.has(path) || expanded.has(path) : expanded.has(path));
  const toggle = (path: string) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });

  return (
    <div className={styles.root} data-theme-viewer={mode} data-search-exclude>
      <div className={styles.toolbar}>
        <FilterField
          label={t('themeViewer.filterLabel')}
          placeholder={t('themeViewer.filterPlaceholder')}
          value={query}
          onChange={setQuery}
        />
        <div className={styles.actions}>
          <button type="button" className={styles.action} onClick={() => setExpanded(new Set(branchPaths(tree)))}>
            {t('themeViewer.expandAll')}
          </button>
          <button type="button" className={styles.action} onClick={() => setExpanded(new Set())}>
            {t('themeViewer.collapseAll')}
          </button>
        </div>
        <p className={styles.note} aria-live="polite">
          {filtering && filtered.nodes.length === 0
            ? fillTemplate(t('themeViewer.noMatch'), { query: query.trim() })
            : fillTemplate(t('themeViewer.modeNote'), { mode: t(`themeViewer.${mode}`) })}
        </p>
      </div>
      {/* Keys and values are code: they read left to right on a right-to-left page too. */}
      <div className={styles.panel} role="region" aria-label={t('themeViewer.label')} dir="ltr">
        <Tree nodes={filtered.nodes} isOpen={isOpen} toggle={toggle} />
      </div>
    </div>
  );
}
