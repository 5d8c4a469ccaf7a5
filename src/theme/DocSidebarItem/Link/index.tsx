// Ejected from theme-classic to render navigation flags as chips after the label.
import React from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { isActiveSidebarItem } from '@docusaurus/plugin-content-docs/client';
import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type { Props } from '@theme/DocSidebarItem/Link';
import NavFlagChips from '@site/src/components/NavFlagChips';
import styles from './styles.module.css';

export default function DocSidebarItemLink({ item, onItemClick, activePath, level, index: _index, ...props }: Props) {
  const { href, label, className, autoAddBaseUrl, customProps } = item;
  const isActive = isActiveSidebarItem(item, activePath);
  const isInternalLink = isInternalUrl(href);
  const linkProps = customProps?.linkProps as Record<string, string> | undefined;
  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemLink,
        ThemeClassNames.docs.docSidebarItemLinkLevel(level),
        'menu__list-item',
        className,
      )}
      key={label}
    >
      <Link
        className={clsx('menu__link', !isInternalLink && styles.menuExternalLink, {
          'menu__link--active': isActive,
        })}
        autoAddBaseUrl={autoAddBaseUrl}
        aria-current={isActive ? 'page' : undefined}
        to={href}
        {...(isInternalLink && { onClick: onItemClick ? () => onItemClick(item) : undefined })}
        {...linkProps}
        {...props}
      >
        <span className={styles.linkLabel}>{label}</span>
        <NavFlagChips customProps={customProps} where={`"${label}" (${href})`} />
        {!isInternalLink && <IconExternalLink />}
      </Link>
    </li>
  );
}
