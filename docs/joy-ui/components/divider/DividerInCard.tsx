import * as React from 'react';
import Card from '@mui/joy/Card';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function DividerInCard() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Card variant="outlined" sx={{ width: 220 }}>
        <Typography level="title-md">Storage</Typography>
        <Divider />
        <Typography level="body-sm">18.4 GB of 50 GB used</Typography>
      </Card>
      <Card variant="outlined" sx={{ width: 220 }}>
        <Typography level="title-md">Storage</Typography>
        <Divider inset="context" />
        <Typography level="body-sm">18.4 GB of 50 GB used</Typography>
      </Card>
      <Card variant="outlined" orientation="horizontal" sx={{ width: 220 }}>
        <div>
          <Typography level="body-xs">Files</Typography>
          <Typography level="title-md">1,284</Typography>
        </div>
        <Divider inset="context" />
        <div>
          <Typography level="body-xs">Shared</Typography>
          <Typography level="title-md">96</Typography>
        </div>
      </Card>
    </Stack>
  );
}
