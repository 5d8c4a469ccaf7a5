import React from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import { usePluginData } from '@docusaurus/useGlobalData';
import type { SiteData } from '../lib/siteData';
import ProductLogo from '../components/ProductSwitcher/ProductLogo';
import styles from './index.module.css';

export default function Home() {
  const { products } = usePluginData('site-data') as SiteData;
  const publicProducts = products.filter((product) => !product.internal);
  return (
    <Layout
      title="React component libraries documentation"
      description="Guides, live demos and API references for Material UI, Joy UI, MUI System, Base UI, the Data Grid and Toolpad Core."
    >
      <main>
        <header className={styles.hero}>
          <div className="container">
            <Heading as="h1" className={styles.title}>
              One family of React UI libraries, documented in one place
            </Heading>
            <p className={styles.lead}>
              Pick the layer that fits your project: complete Material Design components, a playful design of our own,
              low-level styling utilities, or unstyled building blocks you dress yourself. Every page has runnable
              examples and an API reference generated from the installed packages.
            </p>
            <div className={styles.actions}>
              <Link className="button button--primary button--lg" to="/material-ui/getting-started/">
                Get started with Material UI
              </Link>
              <Link className="button button--secondary button--lg" to="/material-ui/getting-started/installation/">
                Installation
              </Link>
            </div>
          </div>
        </header>
        <section className="container" aria-labelledby="products-heading">
          <Heading as="h2" id="products-heading" className={styles.sectionTitle}>
            Products
          </Heading>
          <ul className={styles.grid}>
            {publicProducts.map((product) => (
              <li key={product.id}>
                <Link className={styles.card} to={product.landingPath}>
                  <span className={styles.cardHeader}>
                    <ProductLogo id={product.id} />
                    <span className={styles.cardTitle}>{product.name}</span>
                    {product.version && <span className={styles.version}>v{product.version}</span>}
                  </span>
                  <span className={styles.cardBody}>{product.tagline}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </Layout>
  );
}
