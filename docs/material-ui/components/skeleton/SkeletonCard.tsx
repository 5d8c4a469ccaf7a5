import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function SkeletonCard() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Stack spacing={2} sx={{ maxWidth: 380 }}>
      <FormControlLabel
        control={
          <Switch
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
          />
        }
        label="Loading"
      />
      <Card variant="outlined" aria-busy={loading}>
        <CardHeader
          avatar={
            loading ? (
              <Skeleton variant="circular" width={40} height={40} />
            ) : (
              <Avatar
                sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
              >
                JW
              </Avatar>
            )
          }
          title={loading ? <Skeleton width="60%" /> : 'Jonas Weber'}
          subheader={loading ? <Skeleton width="40%" /> : 'Leipzig · 3 hours ago'}
        />
        <CardContent sx={{ pt: 0 }}>
          {loading ? (
            <React.Fragment>
              <Skeleton />
              <Skeleton width="80%" />
            </React.Fragment>
          ) : (
            <Typography variant="body2">
              The new checkout went live this morning. Conversion is up 6% so far.
            </Typography>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
