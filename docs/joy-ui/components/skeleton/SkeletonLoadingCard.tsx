import * as React from 'react';
import AspectRatio from '@mui/joy/AspectRatio';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Skeleton from '@mui/joy/Skeleton';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

export default function SkeletonLoadingCard() {
  const [loading, setLoading] = React.useState(true);
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <Typography
        component="label"
        startDecorator={
          <Switch
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
          />
        }
      >
        Loading
      </Typography>
      <Card variant="outlined" aria-busy={loading}>
        <AspectRatio ratio="21/9">
          <Skeleton loading={loading}>
            <Box
              role="img"
              aria-label="Teal and blue gradient cover"
              sx={{ background: 'linear-gradient(135deg, #0d9488, #2563eb)' }}
            />
          </Skeleton>
        </AspectRatio>
        <CardContent orientation="horizontal" sx={{ alignItems: 'center' }}>
          <Skeleton loading={loading} variant="circular" width={40} height={40}>
            <Avatar>ML</Avatar>
          </Skeleton>
          <Box sx={{ flex: 1 }}>
            <Typography level="title-md">
              <Skeleton loading={loading}>Mara Lindqvist</Skeleton>
            </Typography>
            <Typography level="body-sm">
              <Skeleton loading={loading}>Product designer, Oslo</Skeleton>
            </Typography>
          </Box>
        </CardContent>
      </Card>
    </Stack>
  );
}
