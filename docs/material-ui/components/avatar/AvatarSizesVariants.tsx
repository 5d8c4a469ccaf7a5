import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';

export default function AvatarSizesVariants() {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar
        alt="Maya Lindqvist"
        src="/img/material-ui/avatar/maya.svg"
        sx={{ width: 24, height: 24 }}
      />
      <Avatar alt="Maya Lindqvist" src="/img/material-ui/avatar/maya.svg" />
      <Avatar
        alt="Maya Lindqvist"
        src="/img/material-ui/avatar/maya.svg"
        sx={{ width: 56, height: 56 }}
      />
      <Avatar variant="rounded" sx={{ bgcolor: 'secondary.main' }}>
        <FolderOutlinedIcon />
      </Avatar>
      <Avatar variant="square">
        <PersonOutlineIcon />
      </Avatar>
    </Stack>
  );
}
