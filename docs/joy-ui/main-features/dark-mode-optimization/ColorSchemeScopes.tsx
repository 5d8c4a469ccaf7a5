import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

function DeployCard() {
  return (
    <Card variant="outlined">
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography level="title-md">checkout-service</Typography>
        <Chip size="sm" variant="soft" color="success">
          Live
        </Chip>
      </Stack>
      <Typography level="body-sm">
        Deployed from main 4 minutes ago by Dana Okafor.
      </Typography>
      <Divider />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="sm">View logs</Button>
        <Button size="sm" variant="outlined" color="neutral">
          Roll back
        </Button>
        <Button size="sm" variant="plain" color="danger">
          Stop
        </Button>
      </Stack>
    </Card>
  );
}

export default function ColorSchemeScopes() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {(['light', 'dark'] as const).map((scheme) => (
        <Box
          key={scheme}
          data-joy-color-scheme={scheme}
          sx={{
            flex: '1 1 260px',
            p: 2,
            borderRadius: 'md',
            bgcolor: 'background.body',
            color: 'text.primary',
            border: '1px solid',
            borderColor: 'divider',
          }}
        >
          <Typography level="body-xs" sx={{ mb: 1, fontFamily: 'code' }}>
            data-joy-color-scheme=&quot;{scheme}&quot;
          </Typography>
          <DeployCard />
        </Box>
      ))}
    </Stack>
  );
}
