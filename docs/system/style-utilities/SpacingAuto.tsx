import * as React from 'react';
import { Box } from '@mui/system';
import { visuallyHidden } from '@mui/utils';

const reviewers = [
  { initials: 'AM', name: 'Amara Mensah', color: '#00695c' },
  { initials: 'JL', name: 'Jonas Lindqvist', color: '#6a1b9a' },
  { initials: 'PR', name: 'Priya Raman', color: '#ad1457' },
  { initials: 'TK', name: 'Tomás Kovač', color: '#1565c0' },
];

export default function SpacingAuto() {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        maxWidth: 480,
        px: 2,
        py: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
      }}
    >
      <Box component="ul" sx={{ display: 'flex', m: 0, p: 0, listStyle: 'none' }}>
        {reviewers.map((person, index) => (
          <Box
            component="li"
            key={person.initials}
            title={person.name}
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 36,
              height: 36,
              ml: index === 0 ? 0 : -1.25,
              border: 2,
              borderColor: 'background.paper',
              borderRadius: '50%',
              bgcolor: person.color,
              color: '#fff',
              fontSize: 13,
              fontWeight: 600,
            }}
          >
            <span aria-hidden>{person.initials}</span>
            <Box component="span" sx={visuallyHidden}>
              {person.name}
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={{ ml: 1.5, typography: 'body2', color: 'text.secondary' }}>
        4 reviewers
      </Box>
      <Box
        component="button"
        type="button"
        sx={{
          ml: 'auto',
          px: 2,
          py: 0.75,
          font: 'inherit',
          fontSize: 14,
          fontWeight: 500,
          color: 'primary.contrastText',
          bgcolor: 'primary.main',
          border: 0,
          borderRadius: 1,
          cursor: 'pointer',
        }}
      >
        Request review
      </Box>
    </Box>
  );
}
