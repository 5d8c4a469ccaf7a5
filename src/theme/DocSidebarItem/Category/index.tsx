import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { isActiveSidebarItem } from '@docusaurus/plugin-content-docs/client';
import Category from '@theme-original/DocSidebarItem/Category';
import DocSidebarItems from '@theme/DocSidebarItems';
import type { Props } from '@theme/DocSidebarItem/Category';
import styles from './styles.module.css';

/**
 * A category that neither collapses nor links is a section title. theme-classic draws it as an
 * `<a>` without `href`, which is neither a link nor focusable and fails crawlers' link checks;
 * here it is plain text over its list. Other categories keep the theme's behaviour.
 */
export default function DocSidebarItemCategory(props: Props): ReactNode {
  const { item, onItemClick, activePath, level } = props;
  if (item.collapsible || item.href) return <Category {...props} />;
  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemCategory,
        ThemeClassNames.docs.docSidebarItemCategoryLevel(level),
        'menu__list-item',
        item.className,
      )}
    >
      <div className="menu__list-item-collapsible">
        <span
          className={clsx(
            'menu__link',
            styles.sectionTitle,
            isActiveSidebarItem(item, activePath) && 'menu__link--active',
          )}
        >
          {item.label}
        </span>
      </div>
      <ul className="menu__list">
        <DocSidebarItems
          items={item.items}
          tabIndex={0}
          onItemClick={onItemClick}
          activePath={activePath}
          level={level + 1}
        />
      </ul>
    </li>
  );
}
