import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import Schedule from '@mui/icons-material/Schedule';

export default function ChipDecorators() {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Chip color="success" startDecorator={<CheckCircleOutline />}>
        Delivered
      </Chip>
      <Chip color="primary" startDecorator={<LocalShippingOutlined />}>
        In transit
      </Chip>
      <Chip
        variant="outlined"
        startDecorator={<Avatar aria-hidden="true">NB</Avatar>}
      >
        Noah Brandt
      </Chip>
      <Chip color="warning" endDecorator={<Schedule />}>
        Awaiting pickup
      </Chip>
    </Stack>
  );
}
