import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Verified from '@mui/icons-material/Verified';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';

export default function TypographyDecorators() {
  return (
    <Stack spacing={1.5}>
      <Typography
        level="title-lg"
        endDecorator={<Verified color="primary" titleAccess="Verified" />}
      >
        Northwind Traders
      </Typography>
      <Typography
        level="body-sm"
        color="warning"
        startDecorator={<WarningAmberRounded />}
      >
        Your storage is 92% full.
      </Typography>
      <Typography
        startDecorator={<InfoOutlined />}
        endDecorator={
          <Chip size="sm" color="primary" variant="soft">
            New
          </Chip>
        }
      >
        Shared inboxes
      </Typography>
    </Stack>
  );
}
