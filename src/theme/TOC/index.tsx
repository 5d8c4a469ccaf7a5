import React from 'react';
import TOC from '@theme-original/TOC';
import type TOCType from '@theme/TOC';
import type { WrapperProps } from '@docusaurus/types';
import { useTranslate } from '@site/src/providers/DocsConfig';
import styles from './styles.module.css';

type Props = WrapperProps<typeof TOCType>;

/** Adds a dictionary heading above the desktop table of contents. */
export default function TOCWrapper(props: Props) {
  const t = useTranslate();
  return (
    <nav aria-labelledby="toc-heading" className={styles.toc}>
      <p id="toc-heading" className={styles.heading}>
        {t('toc')}
      </p>
      <TOC {...props} />
    </nav>
  );
}
