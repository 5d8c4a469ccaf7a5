import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/Download';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import SendIcon from '@mui/icons-material/Send';

export default function ButtonIcons() {
  const [saved, setSaved] = React.useState(false);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" color="error" startIcon={<DeleteOutlineIcon />}>
          Delete
        </Button>
        <Button variant="contained" endIcon={<SendIcon />}>
          Send
        </Button>
        <Button startIcon={<DownloadIcon />}>Export CSV</Button>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton
          aria-label="Save to favorites"
          aria-pressed={saved}
          color={saved ? 'error' : 'default'}
          onClick={() => setSaved((value) => !value)}
        >
          {saved ? <FavoriteIcon /> : <FavoriteBorderIcon />}
        </IconButton>
        <IconButton aria-label="Download" size="small">
          <DownloadIcon fontSize="inherit" />
        </IconButton>
        <IconButton aria-label="Delete" color="error" disabled>
          <DeleteOutlineIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
