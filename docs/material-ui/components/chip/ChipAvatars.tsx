import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';

export default function ChipAvatars() {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip
        avatar={
          <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            AR
          </Avatar>
        }
        label="Ana Ruiz"
      />
      <Chip
        avatar={
          <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            BK
          </Avatar>
        }
        label="Bilal Khan"
        variant="outlined"
      />
      <Chip
        icon={<LocalShippingOutlinedIcon />}
        label="Free shipping"
        color="primary"
      />
      <Chip
        icon={<VerifiedOutlinedIcon />}
        label="Verified seller"
        variant="outlined"
      />
    </Stack>
  );
}
