import * as React from 'react';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import { dishes, landscapes } from './photos';

const photos = [...landscapes.slice(0, 6), ...dishes.slice(0, 3)];

export default function ImageListMasonry() {
  return (
    <ImageList variant="masonry" cols={3} gap={8}>
      {photos.map((photo) => (
        <ImageListItem key={photo.src}>
          <img src={photo.src} alt={photo.alt} loading="lazy" />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
