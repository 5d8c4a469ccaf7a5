import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';

export default function TooltipArrow() {
  return (
    <Stack direction="row" spacing={1}>
      <Tooltip title="Download invoice" arrow>
        <IconButton variant="soft">
          <FileDownloadOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title="Print invoice" arrow placement="top" variant="outlined">
        <IconButton variant="soft">
          <PrintOutlined />
        </IconButton>
      </Tooltip>
      <Tooltip title="Share invoice" arrow placement="right" color="primary">
        <IconButton variant="soft">
          <ShareOutlined />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
