import * as React from 'react';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';
import { useColorScheme } from '@mui/joy/styles';

export default function ModeAwareShowcase() {
  // Read-only: the page decides the mode. Every value is undefined during server rendering.
  const { mode, systemMode, colorScheme } = useColorScheme();
  const dark = colorScheme === 'dark';
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <Card
        variant={dark ? 'outlined' : 'plain'}
        sx={{
          boxShadow: dark ? 'none' : 'md',
          bgcolor: dark ? 'background.level1' : 'background.surface',
        }}
      >
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', justifyContent: 'space-between' }}
        >
          <Typography level="title-md">Monthly revenue</Typography>
          <Chip
            size="sm"
            variant="soft"
            startDecorator={
              colorScheme && (dark ? <DarkModeOutlined /> : <LightModeOutlined />)
            }
          >
            {colorScheme ? `${colorScheme} scheme` : 'Scheme not known yet'}
          </Chip>
        </Stack>
        <Typography level="h2">$48,210</Typography>
        <Typography
          level="body-sm"
          color="success"
          startDecorator={<TrendingUpRounded />}
        >
          12% more than in April
        </Typography>
        <Typography level="body-xs">
          {dark
            ? 'Elevated with a border and a lighter background.'
            : 'Elevated with a shadow.'}
        </Typography>
      </Card>
      <Typography level="body-xs" sx={{ fontFamily: 'code' }}>
        mode: {mode ?? 'undefined'}, systemMode: {systemMode ?? 'undefined'},
        colorScheme: {colorScheme ?? 'undefined'}
      </Typography>
    </Stack>
  );
}
