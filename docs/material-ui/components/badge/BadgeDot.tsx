import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

const OnlineBadge = styled(Badge)(({ theme }) => ({
  '& .MuiBadge-badge': {
    backgroundColor: theme.palette.success.main,
    boxShadow: `0 0 0 2px ${theme.palette.background.paper}`,
  },
}));

export default function BadgeDot() {
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
      <Badge variant="dot" color="error">
        <span>Release notes</span>
      </Badge>
      <OnlineBadge
        overlap="circular"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        variant="dot"
      >
        <Avatar
          component="span"
          role="img"
          aria-label="Maya Lindqvist, online"
          sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}
        >
          ML
        </Avatar>
      </OnlineBadge>
    </Stack>
  );
}
