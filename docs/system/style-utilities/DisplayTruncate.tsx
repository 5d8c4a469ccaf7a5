import * as React from 'react';
import Box from '@mui/material/Box';
import { Controls, OptionGroup, SxCode, formatSx } from './playground';

const files = [
  'Quarterly revenue forecast – EMEA and APAC regions (final).xlsx',
  'Brand guidelines 2025 – logo, colour and typography.pdf',
  'Onboarding checklist for new engineering hires.docx',
];

const modes = ['wrap', 'truncate'] as const;
const styles = {
  wrap: { whiteSpace: 'normal' },
  truncate: {
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
};

export default function DisplayTruncate() {
  const [mode, setMode] = React.useState<(typeof modes)[number]>('truncate');
  const style = styles[mode];

  return (
    <div>
      <Controls>
        <OptionGroup
          label="long names"
          options={modes}
          value={mode}
          onChange={setMode}
        />
      </Controls>
      <Box
        component="ul"
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          width: 280,
          maxWidth: '100%',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
        }}
      >
        {files.map((file, index) => (
          <Box
            component="li"
            key={file}
            title={file}
            sx={{
              ...style,
              px: 1.5,
              py: 1,
              borderTop: index === 0 ? 0 : 1,
              borderColor: 'divider',
              typography: 'body2',
            }}
          >
            {file}
          </Box>
        ))}
      </Box>
      <SxCode>{formatSx(style)}</SxCode>
    </div>
  );
}
