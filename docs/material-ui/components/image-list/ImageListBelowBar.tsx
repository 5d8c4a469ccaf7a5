import * as React from 'react';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import { dishes } from './photos';

export default function ImageListBelowBar() {
  return (
    <ImageList cols={2} gap={12} sx={{ maxWidth: 480 }}>
      {dishes.map((dish) => (
        <ImageListItem key={dish.src}>
          <img
            src={dish.src}
            alt={dish.alt}
            loading="lazy"
            style={{ aspectRatio: '1 / 1', borderRadius: 8 }}
          />
          <ImageListItemBar
            position="below"
            title={dish.title}
            subtitle={dish.caption}
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
