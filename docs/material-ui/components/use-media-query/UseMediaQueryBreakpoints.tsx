import * as React from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function UseMediaQueryBreakpoints() {
  const theme = useTheme();
  const smUp = useMediaQuery(theme.breakpoints.up('sm'));

  return (
    <Paper variant="outlined" sx={{ p: 2, maxWidth: 520 }}>
      <Typography variant="subtitle1" component="h3">
        Table for 4, Friday 19:30
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Osteria Lucia, Via dei Serragli 12, Florence
      </Typography>
      <Stack direction={smUp ? 'row' : 'column-reverse'} spacing={1}>
        <Button variant="outlined" fullWidth={!smUp}>
          Change booking
        </Button>
        <Button variant="contained" fullWidth={!smUp}>
          {smUp ? 'Add to calendar' : 'Add to phone calendar'}
        </Button>
      </Stack>
    </Paper>
  );
}
