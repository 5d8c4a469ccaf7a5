import * as React from 'react';
import Box from '@mui/material/Box';
import { Controls, OptionGroup, SxCode, formatSx } from './playground';

const templates = [
  'repeat(2, 1fr)',
  'repeat(3, 1fr)',
  '2fr 1fr',
  'repeat(auto-fill, minmax(140px, 1fr))',
] as const;
const gaps = [0, 1, 2, 3] as const;

const cities = ['Lisbon', 'Kyoto', 'Nairobi', 'Montréal', 'Oslo', 'Valparaíso'];

export default function GridPlayground() {
  const [gridTemplateColumns, setGridTemplateColumns] =
    React.useState<(typeof templates)[number]>('repeat(3, 1fr)');
  const [gap, setGap] = React.useState<(typeof gaps)[number]>(2);
  const style = { display: 'grid', gridTemplateColumns, gap };

  return (
    <div>
      <Controls>
        <OptionGroup
          label="gridTemplateColumns"
          options={templates}
          value={gridTemplateColumns}
          onChange={setGridTemplateColumns}
        />
        <OptionGroup label="gap" options={gaps} value={gap} onChange={setGap} />
      </Controls>
      <Box sx={style}>
        {cities.map((city) => (
          <Box
            key={city}
            sx={{
              p: 2,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.paper',
              typography: 'body2',
              fontWeight: 500,
            }}
          >
            {city}
          </Box>
        ))}
      </Box>
      <SxCode>{formatSx(style)}</SxCode>
    </div>
  );
}
