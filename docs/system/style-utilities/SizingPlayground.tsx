import * as React from 'react';
import { Box } from '@mui/system';
import { Choice, Controls, SxCode, formatSx } from './choices';

const widths = ['1/4', '1/2', '3/4', '1', "'auto'", '240', "'20rem'"] as const;
type Width = (typeof widths)[number];

function toValue(width: Width): number | string {
  switch (width) {
    case '1/4':
      return 0.25;
    case '1/2':
      return 0.5;
    case '3/4':
      return 0.75;
    case '1':
      return 1;
    case '240':
      return 240;
    case "'auto'":
      return 'auto';
    default:
      return '20rem';
  }
}

export default function SizingPlayground() {
  const [width, setWidth] = React.useState<Width>('1/2');
  const value = toValue(width);

  return (
    <div>
      <Controls>
        <Choice label="width" options={widths} value={width} onChange={setWidth} />
      </Controls>
      <Box
        sx={{
          p: 1,
          border: '1px dashed',
          borderColor: 'text.secondary',
          borderRadius: 1,
        }}
      >
        <Box
          sx={{
            width: value,
            display: 'inline-block',
            boxSizing: 'border-box',
            p: 1.5,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            borderRadius: 1,
            typography: 'body2',
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          Upload progress
        </Box>
      </Box>
      <SxCode>{`sx={{ width: ${width} }}  // ${formatSx({ width: value })
        .replace('sx={{ ', '')
        .replace(' }}', '')}`}</SxCode>
    </div>
  );
}
