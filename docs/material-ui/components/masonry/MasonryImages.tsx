import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Masonry from '@mui/lab/Masonry';

const photos = [
  {
    src: 'harbour.svg',
    width: 400,
    height: 300,
    alt: 'Two sailing boats in a harbour at sunset, a town on the shore',
    caption: 'Harbour at dusk, Porto',
  },
  {
    src: 'lighthouse.svg',
    width: 280,
    height: 420,
    alt: 'A red and white lighthouse on a grassy cliff above the sea',
    caption: 'Lighthouse, Cabo da Roca',
  },
  {
    src: 'olive-grove.svg',
    width: 320,
    height: 320,
    alt: 'Olive trees on rolling green hills under an orange sun',
    caption: 'Olive grove, Alentejo',
  },
  {
    src: 'mountain-lake.svg',
    width: 300,
    height: 400,
    alt: 'Snow-capped mountains above a still lake with a small rowing boat',
    caption: 'Lake Bled at noon',
  },
  {
    src: 'dunes.svg',
    width: 480,
    height: 270,
    alt: 'Two camels walking across orange sand dunes under a pale sun',
    caption: 'Erg Chebbi dunes',
  },
  {
    src: 'tram.svg',
    width: 320,
    height: 400,
    alt: 'A yellow tram on a street between a yellow and a red building',
    caption: 'Tram in the old town, Lisbon',
  },
];

export default function MasonryImages() {
  return (
    <Masonry columns={{ xs: 2, sm: 3 }} spacing={2}>
      {photos.map((photo) => (
        <Paper key={photo.src} component="figure" sx={{ overflow: 'hidden' }}>
          <Box
            component="img"
            src={`/img/demos/masonry/${photo.src}`}
            alt={photo.alt}
            width={photo.width}
            height={photo.height}
            loading="lazy"
            sx={{ display: 'block', width: '100%', height: 'auto' }}
          />
          <Box
            component="figcaption"
            sx={{ px: 1.5, py: 1, typography: 'body2', color: 'text.secondary' }}
          >
            {photo.caption}
          </Box>
        </Paper>
      ))}
    </Masonry>
  );
}
