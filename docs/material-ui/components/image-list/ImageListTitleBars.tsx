import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import ImageList from '@mui/material/ImageList';
import ImageListItem from '@mui/material/ImageListItem';
import ImageListItemBar from '@mui/material/ImageListItemBar';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { landscapes } from './photos';

export default function ImageListTitleBars() {
  return (
    <ImageList cols={2} rowHeight={180} gap={8}>
      {landscapes.slice(0, 4).map((photo) => (
        <ImageListItem key={photo.src}>
          <img
            src={photo.src}
            alt={photo.alt}
            loading="lazy"
            // Crop the picture to the row height instead of keeping its own.
            style={{ height: '100%' }}
          />
          <ImageListItemBar
            title={photo.title}
            subtitle={`by ${photo.caption}`}
            // A darker bar than the default keeps white text readable on light images.
            sx={{ bgcolor: 'rgba(0, 0, 0, 0.7)' }}
            actionIcon={
              <IconButton
                aria-label={`About ${photo.title}`}
                sx={{ color: 'common.white', mr: 0.5 }}
              >
                <InfoOutlinedIcon />
              </IconButton>
            }
          />
        </ImageListItem>
      ))}
    </ImageList>
  );
}
