import * as React from 'react';
import Box from '@mui/material/Box';
import { Controls, OptionGroup, SxCode, formatSx } from './playground';

const flows = ['row', 'row dense'] as const;

const widgets = [
  { name: 'Revenue', span: { gridColumn: 'span 2' } },
  { name: 'Orders', span: {} },
  { name: 'Traffic by country', span: { gridColumn: 'span 3' } },
  { name: 'Refunds', span: {} },
  { name: 'Top products', span: { gridRow: 'span 2' } },
  { name: 'Returns', span: {} },
  { name: 'Reviews', span: {} },
];

export default function GridAutoFlow() {
  const [gridAutoFlow, setGridAutoFlow] =
    React.useState<(typeof flows)[number]>('row');
  const style = {
    display: 'grid',
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    gridAutoRows: 'minmax(72px, auto)',
    gridAutoFlow,
    gap: 1,
  };

  return (
    <div>
      <Controls>
        <OptionGroup
          label="gridAutoFlow"
          options={flows}
          value={gridAutoFlow}
          onChange={setGridAutoFlow}
        />
      </Controls>
      <Box sx={style}>
        {widgets.map((widget) => (
          <Box
            key={widget.name}
            sx={{
              ...widget.span,
              p: { xs: 1, sm: 1.5 },
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.paper',
              typography: 'body2',
            }}
          >
            <div>{widget.name}</div>
            {Object.entries(widget.span).map(([key, value]) => (
              <Box
                key={key}
                sx={{
                  fontFamily: 'monospace',
                  fontSize: 12,
                  color: 'text.secondary',
                }}
              >
                {key}: &apos;{value}&apos;
              </Box>
            ))}
          </Box>
        ))}
      </Box>
      <SxCode>{formatSx(style)}</SxCode>
    </div>
  );
}
