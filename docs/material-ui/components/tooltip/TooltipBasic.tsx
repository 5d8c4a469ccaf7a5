import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';

export default function TooltipBasic() {
  return (
    <Stack direction="row" spacing={1}>
      <Tooltip title="Duplicate">
        <IconButton>
          <ContentCopyIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Print">
        <IconButton>
          <PrintOutlinedIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Move to trash">
        <IconButton>
          <DeleteOutlineIcon />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
