import * as React from 'react';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import { landscapes } from './photos';

export default function ImageListStandard() {
  return (
    <ImageList cols={3} rowHeight={140} gap={8}>
      {landscapes.slice(0, 6).map((photo) => (
        <ImageListItem key={photo.src}>
          <img
            src={photo.src}
            alt={photo.alt}
            loading="lazy"
            // Crop the picture to the row height instead of keeping its own.
            style={{ height: '100%' }}
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
