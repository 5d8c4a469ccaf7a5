import * as React from 'react';
import Button from '@mui/joy/Button';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function SkeletonTypography() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 420, alignItems: 'flex-start' }}>
      <Button
        size="sm"
        variant="outlined"
        color="neutral"
        onClick={() => setLoading((value) => !value)}
      >
        {loading ? 'Show the article' : 'Show the skeleton'}
      </Button>
      <Stack spacing={1} aria-busy={loading}>
        <Typography level="h3">
          <Skeleton loading={loading}>Quarterly planning, in one page</Skeleton>
        </Typography>
        <Typography level="body-sm">
          <Skeleton loading={loading}>Priya Raman, 6 min read</Skeleton>
        </Typography>
        <Typography level="body-md">
          <Skeleton loading={loading}>
            Write down three goals, the one metric that proves each of them, and who
            owns it. Everything else goes on the later list.
          </Skeleton>
        </Typography>
      </Stack>
    </Stack>
  );
}
