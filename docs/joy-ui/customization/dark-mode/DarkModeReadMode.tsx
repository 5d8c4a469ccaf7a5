import * as React from 'react';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import { useColorScheme } from '@mui/joy/styles';

function Row({ name, value }: { name: string; value: React.ReactNode }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Typography level="body-sm" sx={{ width: 96, fontFamily: 'code' }}>
        {name}
      </Typography>
      {value}
    </Stack>
  );
}

export default function DarkModeReadMode() {
  const { mode, systemMode, colorScheme } = useColorScheme();
  // `mode` is unknown on the server: render the values only after mounting,
  // so that the first client render matches the server's HTML.
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => {
    setMounted(true);
  }, []);

  const show = (value: string | undefined) =>
    mounted ? (
      <Chip size="sm" variant="outlined">
        {value ?? 'undefined'}
      </Chip>
    ) : (
      <Skeleton variant="text" level="body-sm" width={56} />
    );

  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', maxWidth: 360 }}>
      <Stack spacing={1.5}>
        <Row name="mode" value={show(mode)} />
        <Row name="systemMode" value={show(systemMode)} />
        <Row name="colorScheme" value={show(colorScheme)} />
      </Stack>
    </Sheet>
  );
}
