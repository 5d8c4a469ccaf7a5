import * as React from 'react';
import Box from '@mui/material/Box';
import { Controls, OptionGroup, SxCode, formatSx } from './playground';

const sides = [
  'border',
  'borderTop',
  'borderRight',
  'borderBottom',
  'borderLeft',
] as const;
const widths = [1, 2, 4] as const;
const colors = [
  'divider',
  'primary.main',
  'secondary.main',
  'success.main',
  'error.main',
] as const;
const radii = [0, 1, 2, 4] as const;

export default function BordersPlayground() {
  const [side, setSide] = React.useState<(typeof sides)[number]>('border');
  const [width, setWidth] = React.useState<(typeof widths)[number]>(2);
  const [color, setColor] = React.useState<(typeof colors)[number]>('primary.main');
  const [radius, setRadius] = React.useState<(typeof radii)[number]>(2);
  const style = { [side]: width, borderColor: color, borderRadius: radius };

  return (
    <div>
      <Controls>
        <OptionGroup label="key" options={sides} value={side} onChange={setSide} />
        <OptionGroup
          label="width"
          options={widths}
          value={width}
          onChange={setWidth}
        />
        <OptionGroup
          label="borderColor"
          options={colors}
          value={color}
          onChange={setColor}
        />
        <OptionGroup
          label="borderRadius"
          options={radii}
          value={radius}
          onChange={setRadius}
        />
      </Controls>
      <Box
        sx={{
          ...style,
          maxWidth: 360,
          p: 2.5,
          bgcolor: 'background.paper',
        }}
      >
        <Box sx={{ typography: 'subtitle1', fontWeight: 600 }}>Team plan</Box>
        <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
          12 seats · renews on 14 March 2025
        </Box>
      </Box>
      <SxCode>{formatSx(style)}</SxCode>
    </div>
  );
}
