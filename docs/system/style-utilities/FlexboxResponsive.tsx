import * as React from 'react';
import Box from '@mui/material/Box';

const tags = [
  'Remote',
  'Full time',
  'Senior',
  'TypeScript',
  'React',
  'Design systems',
];

export default function FlexboxResponsive() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: 2,
        p: 2,
        maxWidth: 640,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          flexShrink: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: 56,
          height: 56,
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontWeight: 700,
          fontSize: 20,
        }}
      >
        NL
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ typography: 'subtitle1', fontWeight: 600 }}>
          Frontend engineer at Northlight
        </Box>
        <Box sx={{ typography: 'body2', color: 'text.secondary', mb: 1 }}>
          Lisbon or remote within Europe
        </Box>
        <Box
          component="ul"
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 0.75,
            m: 0,
            p: 0,
            listStyle: 'none',
          }}
        >
          {tags.map((tag) => (
            <Box
              component="li"
              key={tag}
              sx={{
                px: 1,
                py: 0.25,
                border: 1,
                borderColor: 'divider',
                borderRadius: '999px',
                typography: 'caption',
              }}
            >
              {tag}
            </Box>
          ))}
        </Box>
      </Box>
      <Box
        component="button"
        type="button"
        sx={{
          alignSelf: { xs: 'stretch', sm: 'center' },
          px: 2,
          py: 1,
          border: 0,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          font: 'inherit',
          fontWeight: 500,
          cursor: 'pointer',
          '&:hover': { bgcolor: 'primary.dark' },
          '&:focus-visible': {
            outline: 2,
            outlineColor: 'primary.main',
            outlineOffset: 2,
          },
        }}
      >
        Apply
      </Box>
    </Box>
  );
}
