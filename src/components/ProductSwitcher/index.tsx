import React, { useEffect, useId, useRef, useState } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import { usePluginData } from '@docusaurus/useGlobalData';
import { getRouteArea } from '../../lib/routing';
import type { ProductEntry, SiteData } from '../../lib/siteData';
import { useTranslate } from '../../providers/DocsConfig';
import ProductLogo from './ProductLogo';
import styles from './styles.module.css';

function useSiteData(): SiteData {
  return usePluginData('site-data') as SiteData;
}

function ProductList({ products, current }: { products: ProductEntry[]; current?: ProductEntry }) {
  return (
    <ul className={styles.products}>
      {products
        .filter((product) => !product.internal)
        .map((product) => (
          <li key={product.id}>
            <Link
              className={clsx(styles.product, product.id === current?.id && styles.productActive)}
              to={product.landingPath}
              aria-current={product.id === current?.id ? 'true' : undefined}
            >
              <ProductLogo id={product.id} />
              <span className={styles.productText}>
                <span className={styles.productName}>
                  {product.name}
                  {product.version && <span className={styles.version}>v{product.version}</span>}
                </span>
                <span className={styles.tagline}>{product.tagline}</span>
              </span>
            </Link>
          </li>
        ))}
    </ul>
  );
}

function SwitcherPanel({ current, id }: { current?: ProductEntry; id: string }) {
  const t = useTranslate();
  const { products, links } = useSiteData();
  return (
    <div className={styles.panel} id={id}>
      <p className={styles.sectionTitle}>{t('productSwitcher.products')}</p>
      <ProductList products={products} current={current} />
      {current && current.versions.length > 0 && (
        <>
          <p className={styles.sectionTitle}>
            {current.name} · {t('productSwitcher.versions')}
          </p>
          <ul className={styles.versions}>
            {current.versions.map((version) => (
              <li key={version.text}>
                <Link
                  to={version.href}
                  aria-current={version.current ? 'true' : undefined}
                  className={styles.versionLink}
                >
                  {version.text}
                  {version.current && <span className={styles.currentChip}>{t('productSwitcher.current')}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <ul className={styles.external}>
        {!current && (
          <li>
            <Link to={links.versionsUrl}>{t('productSwitcher.allVersions')}</Link>
          </li>
        )}
        <li>
          <Link to={links.templateStoreUrl}>{t('productSwitcher.templateStore')}</Link>
        </li>
        <li>
          <Link to={links.blogUrl}>{t('productSwitcher.blog')}</Link>
        </li>
      </ul>
    </div>
  );
}

/**
 * Navbar product switcher: the current product and version, opening a panel with every
 * product, the current product's versions and the external links. Built without MUI so it
 * costs nothing in the main bundle.
 */
export default function ProductSwitcher({ mobile }: { mobile?: boolean }) {
  const t = useTranslate();
  const { products } = useSiteData();
  const { pathname } = useLocation();
  const area = getRouteArea(pathname);
  const current = products.find((product) => product.id === area?.id);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  if (mobile) {
    return (
      <div className={styles.mobile}>
        <ProductList products={products} current={current} />
      </div>
    );
  }

  return (
    <div className={clsx('navbar__item', styles.root)} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {current && <ProductLogo id={current.id} />}
        {/* Named by its visible text, after a hidden prefix that says what the button does. */}
        <span className="visually-hidden">{`${t('productSwitcher.label')}: `}</span>
        <span>{current ? current.name : t('productSwitcher.products')}</span>
        {current?.version && <span className={styles.version}>v{current.version}</span>}
        <svg className={styles.caret} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path d="M7 10l5 5 5-5z" fill="currentColor" />
        </svg>
      </button>
      {open && <SwitcherPanel current={current} id={panelId} />}
    </div>
  );
}
