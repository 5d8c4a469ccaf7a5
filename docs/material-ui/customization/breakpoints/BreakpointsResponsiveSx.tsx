import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CabinIcon from '@mui/icons-material/Cabin';

const cabins = [
  {
    name: 'Birch Hollow',
    place: 'Lake Bled, Slovenia',
    price: '€96 / night',
    text: 'Wood stove, two bunks and a jetty of its own.',
  },
  {
    name: 'Fjellbu',
    place: 'Geiranger, Norway',
    price: '€140 / night',
    text: 'Turf roof and a view down the fjord from the porch.',
  },
  {
    name: 'Casa do Rio',
    place: 'Gerês, Portugal',
    price: '€78 / night',
    text: 'Stone walls, a river pool and no mobile signal.',
  },
];

export default function BreakpointsResponsiveSx() {
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        // One column on phones, two from sm, three from md.
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
        gap: { xs: 1.5, md: 2 },
        m: 0,
        p: 0,
        listStyle: 'none',
      }}
    >
      {cabins.map((cabin) => (
        <Paper
          component="li"
          key={cabin.name}
          variant="outlined"
          sx={{
            display: 'flex',
            flexDirection: { xs: 'row', sm: 'column' },
            gap: 1.5,
            p: { xs: 1.5, md: 2 },
          }}
        >
          <Box
            sx={{
              display: 'grid',
              placeItems: 'center',
              flexShrink: 0,
              width: { xs: 56, sm: '100%' },
              height: { xs: 56, sm: 96 },
              borderRadius: 1,
              bgcolor: 'action.selected',
            }}
          >
            <CabinIcon sx={{ color: 'text.secondary' }} />
          </Box>
          <div>
            <Typography variant="subtitle1" component="h3">
              {cabin.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {cabin.place} · {cabin.price}
            </Typography>
            <Typography
              variant="body2"
              sx={{ display: { xs: 'none', sm: 'block' }, mt: 1 }}
            >
              {cabin.text}
            </Typography>
          </div>
        </Paper>
      ))}
    </Box>
  );
}
