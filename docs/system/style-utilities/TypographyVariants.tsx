import * as React from 'react';
import { Box } from '@mui/system';
import { Choice, Controls, SxCode, formatSx } from './choices';

const variants = [
  'h3',
  'h4',
  'h5',
  'h6',
  'subtitle1',
  'subtitle2',
  'body1',
  'body2',
  'button',
  'caption',
  'overline',
] as const;

export default function TypographyVariants() {
  const [variant, setVariant] = React.useState<(typeof variants)[number]>('h5');
  const style = { typography: variant };

  return (
    <div>
      <Controls>
        <Choice
          label="typography"
          options={variants}
          value={variant}
          onChange={setVariant}
        />
      </Controls>
      <Box sx={{ ...style, color: 'text.primary' }}>Quarterly revenue up 12%</Box>
      <SxCode>{formatSx(style)}</SxCode>
    </div>
  );
}
