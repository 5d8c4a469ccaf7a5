import * as React from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';

export default function DividerVertical() {
  return (
    <Box
      role="toolbar"
      aria-label="Formatting"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        px: 0.5,
      }}
    >
      <IconButton aria-label="Align left" size="small">
        <FormatAlignLeftIcon fontSize="small" />
      </IconButton>
      <IconButton aria-label="Center" size="small">
        <FormatAlignCenterIcon fontSize="small" />
      </IconButton>
      <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
      <IconButton aria-label="Bold" size="small">
        <FormatBoldIcon fontSize="small" />
      </IconButton>
      <IconButton aria-label="Italic" size="small">
        <FormatItalicIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
