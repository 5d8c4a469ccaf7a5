import * as React from 'react';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import FormatAlignLeft from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenter from '@mui/icons-material/FormatAlignCenter';
import FormatAlignRight from '@mui/icons-material/FormatAlignRight';

const SIZES = ['sm', 'md', 'lg'] as const;

function AlignmentToggle({ size }: { size: (typeof SIZES)[number] }) {
  const [align, setAlign] = React.useState('left');
  return (
    <ToggleButtonGroup
      aria-label={`Text alignment (${size})`}
      size={size}
      value={align}
      onChange={(_event, newAlign) => newAlign && setAlign(newAlign)}
    >
      <IconButton value="left" aria-label="Align left">
        <FormatAlignLeft />
      </IconButton>
      <IconButton value="center" aria-label="Align center">
        <FormatAlignCenter />
      </IconButton>
      <IconButton value="right" aria-label="Align right">
        <FormatAlignRight />
      </IconButton>
    </ToggleButtonGroup>
  );
}

export default function ToggleButtonGroupSizes() {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      {SIZES.map((size) => (
        <AlignmentToggle key={size} size={size} />
      ))}
    </Stack>
  );
}
