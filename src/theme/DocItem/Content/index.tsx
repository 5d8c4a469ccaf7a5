import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import CopyPage from '@site/src/components/CopyPage';

type Props = WrapperProps<typeof ContentType>;

/** Every doc page offers its Markdown: the Copy page button sits beside the title. */
export default function ContentWrapper(props: Props) {
  return (
    <>
      <CopyPage />
      <Content {...props} />
    </>
  );
}
