import * as React from 'react';
import { Box } from '@mui/system';
import { Choice, Controls, SxCode, formatSx } from './choices';

const levels = [0, 1, 2, 3, 4, 6, 8, 12, 16, 24] as const;

export default function ShadowsPlayground() {
  const [level, setLevel] = React.useState<(typeof levels)[number]>(3);
  const style = { boxShadow: level };

  return (
    <div>
      <Controls>
        <Choice
          label="boxShadow"
          options={levels}
          value={level}
          onChange={setLevel}
        />
      </Controls>
      <Box sx={{ p: 3, bgcolor: 'background.default', borderRadius: 2 }}>
        <Box
          sx={{
            ...style,
            maxWidth: 320,
            p: 2.5,
            bgcolor: 'background.paper',
            borderRadius: 2,
            transition: 'box-shadow 150ms',
          }}
        >
          <Box
            sx={{ typography: 'subtitle1', fontWeight: 600, color: 'text.primary' }}
          >
            Weekly digest
          </Box>
          <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
            Sent every Monday at 8:00 to 1,240 subscribers
          </Box>
        </Box>
      </Box>
      <SxCode>{formatSx(style)}</SxCode>
    </div>
  );
}
