import * as React from 'react';
import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import MenuItem from '@mui/joy/MenuItem';
import MenuList from '@mui/joy/MenuList';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Stack from '@mui/joy/Stack';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';

type Size = 'sm' | 'md' | 'lg';

export default function MenuListSizes() {
  const [size, setSize] = React.useState<Size>('md');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <RadioGroup
        orientation="horizontal"
        aria-label="Menu size"
        value={size}
        onChange={(event) => setSize(event.target.value as Size)}
        sx={{ gap: 2 }}
      >
        <Radio value="sm" label="sm" />
        <Radio value="md" label="md" />
        <Radio value="lg" label="lg" />
      </RadioGroup>
      <MenuList size={size} aria-label="File actions" sx={{ minWidth: 200 }}>
        <MenuItem>
          <ListItemDecorator>
            <EditOutlined />
          </ListItemDecorator>
          Rename
        </MenuItem>
        <MenuItem>
          <ListItemDecorator>
            <ContentCopyRounded />
          </ListItemDecorator>
          Duplicate
        </MenuItem>
        <MenuItem>
          <ListItemDecorator>
            <DriveFileMoveOutlined />
          </ListItemDecorator>
          Move to folder
        </MenuItem>
        <ListDivider />
        <MenuItem color="danger">
          <ListItemDecorator>
            <DeleteOutlineRounded />
          </ListItemDecorator>
          Delete
        </MenuItem>
      </MenuList>
    </Stack>
  );
}
