import * as React from 'react';
import Box from '@mui/material/Box';
import { Controls, OptionGroup, SxCode, formatSx } from './playground';

const directions = ['row', 'row-reverse', 'column', 'column-reverse'] as const;
const justifications = [
  'flex-start',
  'center',
  'flex-end',
  'space-between',
  'space-evenly',
] as const;
const alignments = [
  'stretch',
  'flex-start',
  'center',
  'flex-end',
  'baseline',
] as const;

const folders = [
  { name: 'Inbox', count: 12, size: 20 },
  { name: 'Drafts', count: 3, size: 15 },
  { name: 'Archive', count: 148, size: 17 },
];

export default function FlexboxPlayground() {
  const [flexDirection, setFlexDirection] =
    React.useState<(typeof directions)[number]>('row');
  const [justifyContent, setJustifyContent] =
    React.useState<(typeof justifications)[number]>('space-between');
  const [alignItems, setAlignItems] =
    React.useState<(typeof alignments)[number]>('center');
  const style = { display: 'flex', flexDirection, justifyContent, alignItems };

  return (
    <div>
      <Controls>
        <OptionGroup
          label="flexDirection"
          options={directions}
          value={flexDirection}
          onChange={setFlexDirection}
        />
        <OptionGroup
          label="justifyContent"
          options={justifications}
          value={justifyContent}
          onChange={setJustifyContent}
        />
        <OptionGroup
          label="alignItems"
          options={alignments}
          value={alignItems}
          onChange={setAlignItems}
        />
      </Controls>
      <Box
        sx={{
          ...style,
          gap: 1,
          height: 260,
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'action.hover',
        }}
      >
        {folders.map((folder) => (
          <Box
            key={folder.name}
            sx={{
              px: 1.5,
              py: 1,
              borderRadius: 1,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              fontSize: folder.size,
            }}
          >
            {folder.name}{' '}
            <Box component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>
              {folder.count}
            </Box>
          </Box>
        ))}
      </Box>
      <SxCode>{formatSx(style)}</SxCode>
    </div>
  );
}
