import React, { createElement, type ReactNode } from 'react';
import type { IconNode } from '../../lib/materialIcons/format';

function renderNode(node: IconNode, key: number): ReactNode {
  if (typeof node === 'string') return <path key={key} d={node} />;
  const [tag, attributes, children] = node;
  return createElement(tag, { key, ...attributes }, children?.map(renderNode));
}

/**
 * One icon drawn from its shapes (24 x 24, current colour), the way `createSvgIcon` draws it;
 * an empty, shaded square while the shapes load.
 */
export default function IconGlyph({
  nodes,
  size,
  className,
}: {
  nodes: IconNode[] | undefined;
  size: number;
  className?: string;
}) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      data-pending={nodes ? undefined : ''}
    >
      {nodes?.map(renderNode)}
    </svg>
  );
}
