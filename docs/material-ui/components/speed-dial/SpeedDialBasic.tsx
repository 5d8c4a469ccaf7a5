import * as React from 'react';
import Box from '@mui/material/Box';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import ShareIcon from '@mui/icons-material/Share';

const actions = [
  { name: 'Copy link', icon: <ContentCopyIcon /> },
  { name: 'Download PDF', icon: <DownloadIcon /> },
  { name: 'Print', icon: <PrintIcon /> },
  { name: 'Share', icon: <ShareIcon /> },
];

export default function SpeedDialBasic() {
  return (
    <Box
      sx={{
        position: 'relative',
        isolation: 'isolate',
        height: 320,
        width: '100%',
        p: 2,
        bgcolor: 'action.hover',
        borderRadius: 1,
      }}
    >
      <Typography variant="h6" component="h3">
        Invoice INV-2024-0312
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Harbour Lights Café · €1,284.50 · due 15 November
      </Typography>
      <SpeedDial
        ariaLabel="Invoice actions"
        icon={<SpeedDialIcon />}
        sx={{ position: 'absolute', bottom: 16, right: 16 }}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.name}
            icon={action.icon}
            tooltipTitle={action.name}
          />
        ))}
      </SpeedDial>
    </Box>
  );
}
