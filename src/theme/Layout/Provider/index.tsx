import React from 'react';
import Provider from '@theme-original/Layout/Provider';
import type ProviderType from '@theme/Layout/Provider';
import type { WrapperProps } from '@docusaurus/types';
import ColorModeBridge from '@site/src/components/ColorModeBridge';

type Props = WrapperProps<typeof ProviderType>;

export default function ProviderWrapper({ children, ...props }: Props) {
  return (
    <Provider {...props}>
      {children}
      <ColorModeBridge />
    </Provider>
  );
}
