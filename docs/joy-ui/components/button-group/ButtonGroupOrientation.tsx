import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';

export default function ButtonGroupOrientation() {
  return (
    <ButtonGroup
      orientation="vertical"
      variant="soft"
      aria-label="File actions"
      sx={{ maxWidth: 220 }}
    >
      <Button
        startDecorator={<ContentCopyRounded />}
        sx={{ justifyContent: 'flex-start' }}
      >
        Make a copy
      </Button>
      <Button
        startDecorator={<DriveFileMoveOutlined />}
        sx={{ justifyContent: 'flex-start' }}
      >
        Move to folder
      </Button>
      <Button
        color="danger"
        startDecorator={<DeleteOutlineRounded />}
        sx={{ justifyContent: 'flex-start' }}
      >
        Move to trash
      </Button>
    </ButtonGroup>
  );
}
