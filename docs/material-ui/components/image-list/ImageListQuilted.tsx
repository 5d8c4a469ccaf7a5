import * as React from 'react';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import { dishes, landscapes } from './photos';

// Each tile spans `cols` columns and `rows` rows of the 4-column grid.
const tiles = [
  { photo: landscapes[0], cols: 2, rows: 2 },
  { photo: dishes[0], cols: 1, rows: 1 },
  { photo: dishes[1], cols: 1, rows: 1 },
  { photo: landscapes[3], cols: 2, rows: 1 },
  { photo: landscapes[4], cols: 1, rows: 2 },
  { photo: dishes[2], cols: 1, rows: 1 },
  { photo: landscapes[6], cols: 2, rows: 1 },
  { photo: dishes[3], cols: 1, rows: 1 },
  { photo: landscapes[5], cols: 2, rows: 1 },
];

export default function ImageListQuilted() {
  return (
    <ImageList variant="quilted" cols={4} rowHeight={100} gap={6}>
      {tiles.map(({ photo, cols, rows }) => (
        <ImageListItem key={photo.src} cols={cols} rows={rows}>
          <img src={photo.src} alt={photo.alt} loading="lazy" />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
