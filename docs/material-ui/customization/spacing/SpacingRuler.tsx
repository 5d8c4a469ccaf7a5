import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';

const factors = [0, 0.5, 1, 2, 3, 4, 5, 6];

export default function SpacingRuler() {
  const theme = useTheme();

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 1,
        alignItems: 'center',
      }}
    >
      {factors.map((factor) => (
        <React.Fragment key={factor}>
          <Typography variant="body2" component="p">
            <code>theme.spacing({factor})</code>
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
            <Box
              sx={{
                flexShrink: 0,
                width: theme.spacing(factor),
                height: 16,
                bgcolor: 'primary.main',
                borderRadius: 0.5,
              }}
            />
            <Typography
              variant="caption"
              sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}
            >
              {theme.spacing(factor)}
            </Typography>
          </Box>
        </React.Fragment>
      ))}
    </Box>
  );
}
