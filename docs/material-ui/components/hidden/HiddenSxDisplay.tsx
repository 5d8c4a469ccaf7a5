import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { CurrentBreakpoint } from './breakpoint';

export default function HiddenSxDisplay() {
  return (
    <div>
      <CurrentBreakpoint />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          Sales report, Q3 2024
        </Typography>
        {/* From md up: a button with a text label. */}
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          sx={{ display: { xs: 'none', md: 'inline-flex' } }}
        >
          Download PDF
        </Button>
        {/* Below md: the same action as an icon button, with the same name. */}
        <IconButton
          aria-label="Download PDF"
          sx={{ display: { xs: 'inline-flex', md: 'none' } }}
        >
          <DownloadIcon />
        </IconButton>
      </Box>
    </div>
  );
}
