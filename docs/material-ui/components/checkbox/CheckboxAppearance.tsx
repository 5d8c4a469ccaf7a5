import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import Favorite from '@mui/icons-material/Favorite';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';

export default function CheckboxAppearance() {
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Checkbox
          defaultChecked
          size="small"
          inputProps={{ 'aria-label': 'Small' }}
        />
        <Checkbox defaultChecked inputProps={{ 'aria-label': 'Medium' }} />
        <Checkbox
          defaultChecked
          inputProps={{ 'aria-label': 'Large' }}
          sx={{ '& .MuiSvgIcon-root': { fontSize: 32 } }}
        />
      </Stack>
      <Stack direction="row" spacing={1}>
        <Checkbox
          defaultChecked
          color="secondary"
          inputProps={{ 'aria-label': 'Secondary' }}
        />
        <Checkbox
          defaultChecked
          color="success"
          inputProps={{ 'aria-label': 'Success' }}
        />
        <Checkbox
          defaultChecked
          color="default"
          inputProps={{ 'aria-label': 'Default' }}
        />
      </Stack>
      <Stack direction="row" spacing={1}>
        <Checkbox
          icon={<FavoriteBorder />}
          checkedIcon={<Favorite />}
          color="error"
          inputProps={{ 'aria-label': 'Favorite' }}
        />
        <Checkbox
          icon={<BookmarkBorderIcon />}
          checkedIcon={<BookmarkIcon />}
          inputProps={{ 'aria-label': 'Bookmark' }}
        />
      </Stack>
    </Stack>
  );
}
