import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import AlarmIcon from '@mui/icons-material/Alarm';
import AlarmOutlinedIcon from '@mui/icons-material/AlarmOutlined';
import AlarmTwoToneIcon from '@mui/icons-material/AlarmTwoTone';
import CloudDoneRoundedIcon from '@mui/icons-material/CloudDoneRounded';
import CloudDoneSharpIcon from '@mui/icons-material/CloudDoneSharp';

export default function IconsMaterial() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <AlarmIcon />
        <AlarmOutlinedIcon />
        <AlarmTwoToneIcon />
        <CloudDoneRoundedIcon color="primary" />
        <CloudDoneSharpIcon color="disabled" />
      </Stack>
      <Stack direction="row" spacing={2}>
        <Button variant="outlined" startIcon={<AlarmIcon />}>
          Set reminder
        </Button>
      </Stack>
    </Stack>
  );
}
