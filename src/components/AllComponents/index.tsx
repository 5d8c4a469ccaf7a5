import React from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useLocation } from '@docusaurus/router';
import { useCurrentSidebarCategory } from '@docusaurus/plugin-content-docs/client';
import NavFlagChips from '../NavFlagChips';
import { componentGroups, illustrationPath, type CardSidebarItem, type ComponentCard } from '../../lib/componentCards';
import styles from './styles.module.css';

function Card({ card, area }: { card: ComponentCard; area: string }) {
  const image = useBaseUrl(illustrationPath(area, card.slug));
  return (
    <li className={styles.item}>
      <Link to={card.href} className={styles.card} data-component-card={card.slug}>
        <span className={styles.illustration}>
          <img src={image} alt="" width={160} height={100} loading="lazy" decoding="async" />
        </span>
        <span className={styles.label}>
          <span className={styles.labelText}>{card.label}</span>
          <NavFlagChips customProps={card.customProps} where={card.href} />
        </span>
      </Link>
    </li>
  );
}

/**
 * One card per page of the sidebar category this page sits in, grouped by sub-category. Labels,
 * order and groups come from the sidebar, so a page added there shows up here too.
 */
export default function AllComponents({ area = 'material-ui' }: { area?: string }) {
  const category = useCurrentSidebarCategory();
  const { pathname } = useLocation();
  const groups = componentGroups(
    { label: category.label, items: category.items as unknown as CardSidebarItem[] },
    pathname,
  );
  return (
    <div className={styles.root}>
      {groups.map((group) => (
        <section key={group.id} className={styles.group} aria-labelledby={`group-${group.id}`}>
          <h2 id={`group-${group.id}`} className={styles.groupTitle}>
            {group.label}
          </h2>
          <ul className={styles.grid}>
            {group.cards.map((card) => (
              <Card key={card.href} card={card} area={area} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
