import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Tooltip from '@mui/joy/Tooltip';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';

export default function TooltipBasic() {
  return (
    <Stack direction="row" spacing={1}>
      <Tooltip title="Edit">
        <IconButton variant="outlined" color="neutral">
          <Edit />
        </IconButton>
      </Tooltip>
      <Tooltip title="Duplicate">
        <IconButton variant="outlined" color="neutral">
          <ContentCopy />
        </IconButton>
      </Tooltip>
      <Tooltip title="Delete" placement="top">
        <IconButton variant="outlined" color="danger">
          <DeleteOutline />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}
