import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const weeks = [
  { label: 'Week 10', sales: 62 },
  { label: 'Week 11', sales: 78 },
  { label: 'Week 12', sales: 54 },
  { label: 'Week 13', sales: 91 },
  { label: 'Week 14', sales: 70 },
];

export default function BackdropContained() {
  const [loading, setLoading] = React.useState(false);

  React.useEffect(() => {
    if (!loading) return undefined;
    const timer = setTimeout(() => setLoading(false), 1500);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <Paper
      variant="outlined"
      aria-busy={loading}
      sx={{ position: 'relative', overflow: 'hidden', p: 2, maxWidth: 420 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', mb: 2 }}>
        <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          Weekly sales, Oslo store (NOK)
        </Typography>
        <Button size="small" onClick={() => setLoading(true)} disabled={loading}>
          Refresh
        </Button>
      </Stack>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'flex-end', height: 120 }}
      >
        {weeks.map((week) => (
          <Box key={week.label} sx={{ flex: 1, textAlign: 'center' }}>
            <Typography variant="caption" component="div">
              {week.sales}k
            </Typography>
            <Box
              sx={{ height: week.sales, bgcolor: 'primary.main', borderRadius: 0.5 }}
            />
            <Typography variant="caption" component="div">
              {week.label}
            </Typography>
          </Box>
        ))}
      </Stack>
      <Backdrop
        open={loading}
        sx={{
          position: 'absolute',
          zIndex: 1,
          bgcolor: 'action.disabledBackground',
          color: 'primary.main',
        }}
      >
        <CircularProgress color="inherit" aria-label="Refreshing sales" />
      </Backdrop>
    </Paper>
  );
}
