import React, { useEffect, useRef, type ReactNode } from 'react';
import clsx from 'clsx';
import BrowserOnly from '@docusaurus/BrowserOnly';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import WordWrapButton from '@theme/CodeBlock/Buttons/WordWrapButton';
import type { Props } from '@theme/CodeBlock/Buttons';
import CopyButton, { type CopyButtonHandle } from '../../../components/CopyButton';
import { COPY_LABEL_REVERT_MS_IN_PAGE } from '../../../lib/codeCopy';
import { registerCodeBlockShortcut } from '../../../lib/codeCopyShortcut';
import styles from './styles.module.css';

function ButtonGroup({ className }: Props) {
  const {
    metadata: { code },
  } = useCodeBlockContext();
  const group = useRef<HTMLDivElement>(null);
  const copyButton = useRef<CopyButtonHandle>(null);

  useEffect(() => {
    const block = group.current?.closest(`.${ThemeClassNames.common.codeBlock}`);
    if (!block) return undefined;
    return registerCodeBlockShortcut(block, () => copyButton.current?.copy());
  }, []);

  return (
    <div ref={group} className={clsx(className, styles.buttonGroup)}>
      <WordWrapButton className={styles.iconButton} />
      <CopyButton ref={copyButton} text={code} revertMs={COPY_LABEL_REVERT_MS_IN_PAGE} className={styles.copyButton} />
    </div>
  );
}

/**
 * Word wrap and Copy. Rendered in the browser only, like theme-classic's: before hydration
 * they could not work anyway. The block also answers Ctrl/Cmd + C while hovered or focused.
 */
export default function CodeBlockButtons({ className }: Props): ReactNode {
  return <BrowserOnly>{() => <ButtonGroup className={className} />}</BrowserOnly>;
}
