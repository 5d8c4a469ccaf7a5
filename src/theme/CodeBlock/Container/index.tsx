import React, { useMemo, type ComponentProps, type ElementType, type ReactNode } from 'react';
import clsx from 'clsx';
import { ThemeClassNames, useThemeConfig } from '@docusaurus/theme-common';
import { dualPlainVariables } from '../prismDualTheme';
import styles from './styles.module.css';

/**
 * The code block frame. Unlike the theme-classic original, it does not follow React's colour
 * mode: it carries both Prism themes' plain colours and CSS picks one from `data-theme`, so the
 * server HTML is right before hydration.
 */
export default function CodeBlockContainer<T extends 'div' | 'pre'>({
  as: As,
  ...props
}: { as: T } & ComponentProps<T>): ReactNode {
  const { prism } = useThemeConfig();
  const variables = useMemo(() => dualPlainVariables(prism.theme, prism.darkTheme ?? prism.theme), [prism]);
  const { className, style, ...rest } = props as ComponentProps<'div'>;
  // Polymorphic element: the caller typed the props for `T`.
  const Element = As as ElementType;
  return (
    <Element
      {...rest}
      style={{ ...variables, ...style }}
      className={clsx(className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)}
    />
  );
}
