import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SkeletonVariants() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 360 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Skeleton variant="circular" width={48} height={48} />
        <Box sx={{ flex: 1 }}>
          <Skeleton variant="text" level="title-md" width="60%" />
          <Skeleton variant="text" level="body-sm" width="40%" />
        </Box>
      </Stack>
      <Skeleton variant="rectangular" height={96} />
      {/* The wave of an inline skeleton spans its nearest positioned ancestor. */}
      <Typography level="body-md" sx={{ position: 'relative', overflow: 'hidden' }}>
        Total due:{' '}
        <Skeleton variant="inline" animation="wave">
          $1,280.00
        </Skeleton>
      </Typography>
      <Box
        sx={{
          position: 'relative',
          p: 2,
          borderRadius: 'sm',
          border: '1px solid',
          borderColor: 'divider',
        }}
      >
        <Skeleton variant="overlay" sx={{ inset: 0 }} />
        <Typography level="title-sm">Invoice INV-2031</Typography>
        <Typography level="body-sm">Northwind Traders, due May 30</Typography>
      </Box>
    </Stack>
  );
}
