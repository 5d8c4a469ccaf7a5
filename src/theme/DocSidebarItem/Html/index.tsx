import React from 'react';
import clsx from 'clsx';
import Html from '@theme-original/DocSidebarItem/Html';
import type HtmlType from '@theme/DocSidebarItem/Html';
import type { WrapperProps } from '@docusaurus/types';
import NavFlagChips from '@site/src/components/NavFlagChips';
import styles from './styles.module.css';

type Props = WrapperProps<typeof HtmlType>;

/**
 * A sidebar entry with no page yet (`{ type: 'html', value: 'Checkbox', customProps: { planned:
 * true } }`): its label as text, with its flag chips. Other HTML items render as Docusaurus does.
 */
export default function HtmlWrapper(props: Props) {
  const { item, level } = props;
  if (!item.customProps) return <Html {...props} />;
  return (
    <li className={clsx('menu__list-item', `menu__list-item--level${level}`, item.className)}>
      <span className={clsx('menu__link', styles.unlinked)}>
        <span className={styles.label}>{item.value}</span>
        <NavFlagChips customProps={item.customProps} where={`"${item.value}" (sidebar entry without a page)`} />
      </span>
    </li>
  );
}
