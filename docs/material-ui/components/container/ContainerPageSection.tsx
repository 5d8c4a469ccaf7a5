import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ContainerPageSection() {
  return (
    <Box
      component="section"
      aria-labelledby="container-section-title"
      sx={{ py: { xs: 4, sm: 6 }, bgcolor: 'action.hover', borderRadius: 1 }}
    >
      <Container maxWidth="sm">
        <Typography
          id="container-section-title"
          variant="h5"
          component="h3"
          gutterBottom
        >
          Visit the Jardim Botânico
        </Typography>
        <Typography variant="body1" sx={{ mb: 1 }}>
          The glasshouses open daily from 09:00 to 18:00, April to October, and close
          at 17:00 in winter. Entry is free on the first Sunday of the month.
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
          Rua da Escola Politécnica 54, Lisbon · Tram 24 to Príncipe Real
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button variant="contained">Buy tickets</Button>
          <Button variant="outlined">See this month’s events</Button>
        </Stack>
      </Container>
    </Box>
  );
}
