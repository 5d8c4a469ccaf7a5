import * as React from 'react';
import {
  borders,
  compose,
  palette,
  shouldForwardProp,
  sizing,
  spacing,
  styled,
  type BordersProps,
  type PaletteProps,
  type SizingProps,
  type SpacingProps,
} from '@mui/system';

const panelProps = compose(spacing, palette, borders, sizing);

// filterProps lists every prop the composed functions read (p, bgcolor, border…).
const Panel = styled('div', {
  shouldForwardProp: (prop) =>
    !panelProps.filterProps.includes(String(prop)) && shouldForwardProp(prop),
})<SpacingProps & PaletteProps & BordersProps & SizingProps>(panelProps);

export default function CustomSystemProps() {
  return (
    <Panel p={2} border={1} borderColor="divider" borderRadius={2} maxWidth={420}>
      <Panel mb={1} color="text.secondary">
        Storage
      </Panel>
      <Panel
        aria-hidden="true"
        bgcolor="action.selected"
        borderRadius="999px"
        mb={1}
      >
        <Panel bgcolor="primary.main" borderRadius="999px" py={0.5} width="72%" />
      </Panel>
      <Panel color="text.primary">36 GB of 50 GB used</Panel>
    </Panel>
  );
}
