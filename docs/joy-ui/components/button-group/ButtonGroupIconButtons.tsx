import * as React from 'react';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Divider from '@mui/joy/Divider';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ReportGmailerrorredOutlined from '@mui/icons-material/ReportGmailerrorredOutlined';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import MyLocation from '@mui/icons-material/MyLocation';

export default function ButtonGroupIconButtons() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <ButtonGroup aria-label="Selected emails">
        <IconButton aria-label="Archive">
          <ArchiveOutlined />
        </IconButton>
        <IconButton aria-label="Report spam">
          <ReportGmailerrorredOutlined />
        </IconButton>
        <IconButton aria-label="Delete">
          <DeleteOutlineRounded />
        </IconButton>
      </ButtonGroup>
      <ButtonGroup variant="solid" color="primary" aria-label="Map controls">
        <IconButton aria-label="Zoom in">
          <ZoomIn />
        </IconButton>
        <IconButton aria-label="Zoom out">
          <ZoomOut />
        </IconButton>
        <Divider />
        <IconButton aria-label="Center on my location">
          <MyLocation />
        </IconButton>
      </ButtonGroup>
    </Stack>
  );
}
