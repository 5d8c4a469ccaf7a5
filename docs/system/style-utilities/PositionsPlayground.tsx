import * as React from 'react';
import Box from '@mui/material/Box';
import { Controls, OptionGroup, SxCode, formatSx } from './playground';

const corners = ['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const;
const offsets = [0, 8, 16] as const;

export default function PositionsPlayground() {
  const [corner, setCorner] = React.useState<(typeof corners)[number]>('top-right');
  const [offset, setOffset] = React.useState<(typeof offsets)[number]>(8);
  const [vertical, horizontal] = corner.split('-');
  const style = { position: 'absolute', [vertical]: offset, [horizontal]: offset };

  return (
    <div>
      <Controls>
        <OptionGroup
          label="corner"
          options={corners}
          value={corner}
          onChange={setCorner}
        />
        <OptionGroup
          label="offset"
          options={offsets}
          value={offset}
          onChange={setOffset}
        />
      </Controls>
      <Box
        sx={{
          position: 'relative',
          width: 280,
          maxWidth: '100%',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          overflow: 'hidden',
        }}
      >
        <Box
          aria-hidden="true"
          sx={{
            height: 140,
            background:
              'linear-gradient(135deg, #0f4c81 0%, #3a7bd5 55%, #8ec5fc 100%)',
          }}
        />
        <Box sx={{ p: 2 }}>
          <Box sx={{ typography: 'subtitle1', fontWeight: 600 }}>
            Trail running shoes
          </Box>
          <Box sx={{ typography: 'body2', color: 'text.secondary' }}>€119.00</Box>
        </Box>
        <Box
          sx={{
            ...style,
            px: 1,
            py: 0.25,
            borderRadius: 1,
            bgcolor: 'error.main',
            color: 'error.contrastText',
            typography: 'caption',
            fontWeight: 700,
          }}
        >
          −20%
        </Box>
      </Box>
      <SxCode>{`// on the badge; the card has position: 'relative'\n${formatSx(style)}`}</SxCode>
    </div>
  );
}
