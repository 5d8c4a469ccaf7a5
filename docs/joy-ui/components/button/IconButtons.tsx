import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Share from '@mui/icons-material/Share';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import MoreVert from '@mui/icons-material/MoreVert';

export default function IconButtons() {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <IconButton variant="plain" aria-label="Like">
        <FavoriteBorder />
      </IconButton>
      <IconButton variant="outlined" aria-label="Share">
        <Share />
      </IconButton>
      <IconButton variant="soft" aria-label="Save for later">
        <BookmarkBorder />
      </IconButton>
      <IconButton variant="solid" aria-label="More actions">
        <MoreVert />
      </IconButton>
    </Stack>
  );
}
