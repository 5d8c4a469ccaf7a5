import * as React from 'react';
import Box from '@mui/joy/Box';

const SHORTCUTS = [
  { keys: 'Ctrl+K', action: 'Open the command palette' },
  { keys: 'Ctrl+/', action: 'Show all shortcuts' },
  { keys: 'Esc', action: 'Close the current panel' },
];

export default function BoxComponent() {
  const titleId = `${React.useId()}-title`;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Box component="h3" id={titleId} sx={{ typography: 'title-md', m: 0, mb: 1 }}>
        Keyboard shortcuts
      </Box>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {SHORTCUTS.map((shortcut) => (
          <Box
            component="li"
            key={shortcut.keys}
            sx={{ display: 'flex', gap: 1.5, py: 0.5, typography: 'body-sm' }}
          >
            <Box
              component="kbd"
              sx={{
                px: 0.75,
                borderRadius: 'xs',
                bgcolor: 'background.level1',
                fontFamily: 'code',
                minWidth: 56,
              }}
            >
              {shortcut.keys}
            </Box>
            {shortcut.action}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
