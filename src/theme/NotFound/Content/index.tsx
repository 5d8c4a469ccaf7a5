// Ejected from theme-classic: the 404 page offers a way home and into each product.
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type { Props } from '@theme/NotFound/Content';
import { PRODUCT_AREAS } from '@site/src/lib/products';
import { useTranslate } from '@site/src/providers/DocsConfig';
import styles from './styles.module.css';

export default function NotFoundContent({ className }: Props) {
  const t = useTranslate();
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            {t('notFound.title')}
          </Heading>
          <p>{t('notFound.body')}</p>
          <p>
            <Link className="button button--primary" to="/">
              {t('notFound.home')}
            </Link>
          </p>
          <p>{t('notFound.areas')}</p>
          <ul className={styles.areas}>
            {PRODUCT_AREAS.filter((area) => !area.internal).map((area) => (
              <li key={area.id}>
                <Link to={area.landingPath}>{area.name}</Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
