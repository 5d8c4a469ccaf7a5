import * as React from 'react';
import Box from '@mui/material/Box';
import { Controls, OptionGroup, SxCode, formatSx } from './playground';

const modes = ['not hidden', "display: 'none'", "visibility: 'hidden'"] as const;
const styles = {
  'not hidden': {},
  "display: 'none'": { display: 'none' },
  "visibility: 'hidden'": { visibility: 'hidden' },
};
const actions = ['Reply', 'Forward', 'Archive', 'Delete'];

export default function DisplayHiding() {
  const [mode, setMode] = React.useState<(typeof modes)[number]>(modes[1]);
  const hidden = styles[mode];

  return (
    <div>
      <Controls>
        <OptionGroup
          label="hide Archive with"
          options={modes}
          value={mode}
          onChange={setMode}
        />
      </Controls>
      <Box
        role="group"
        aria-label="Message actions"
        sx={{
          display: 'flex',
          gap: 1,
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          width: 'fit-content',
        }}
      >
        {actions.map((action) => (
          <Box
            component="button"
            type="button"
            key={action}
            sx={[
              {
                px: 1.5,
                py: 0.75,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                bgcolor: 'background.paper',
                color: 'text.primary',
                font: 'inherit',
                fontSize: 14,
                cursor: 'pointer',
                '&:hover': { bgcolor: 'action.hover' },
                '&:focus-visible': {
                  outline: 2,
                  outlineColor: 'primary.main',
                  outlineOffset: 2,
                },
              },
              action === 'Archive' && hidden,
            ]}
          >
            {action}
          </Box>
        ))}
      </Box>
      <SxCode>{`// on the Archive button\n${formatSx(hidden)}`}</SxCode>
    </div>
  );
}
