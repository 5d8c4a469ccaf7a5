import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Fab from '@mui/material/Fab';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Zoom from '@mui/material/Zoom';
import DeleteIcon from '@mui/icons-material/Delete';

const allPhotos = ['Harbour at dawn.jpg', 'Market stalls.jpg', 'Tram 28.jpg'];

export default function TransitionsZoom() {
  const [photos, setPhotos] = React.useState(allPhotos);
  const [selected, setSelected] = React.useState<string[]>([]);

  const toggle = (photo: string) =>
    setSelected((previous) =>
      previous.includes(photo)
        ? previous.filter((name) => name !== photo)
        : [...previous, photo],
    );

  const deleteSelected = () => {
    setPhotos((previous) => previous.filter((photo) => !selected.includes(photo)));
    setSelected([]);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 4, minHeight: 130 }}>
      {photos.length > 0 ? (
        <FormGroup>
          {photos.map((photo) => (
            <FormControlLabel
              key={photo}
              control={
                <Checkbox
                  checked={selected.includes(photo)}
                  onChange={() => toggle(photo)}
                />
              }
              label={photo}
            />
          ))}
        </FormGroup>
      ) : (
        <Button variant="outlined" onClick={() => setPhotos(allPhotos)}>
          Restore the photos
        </Button>
      )}
      <Zoom in={selected.length > 0} unmountOnExit>
        <Fab
          color="error"
          aria-label={`Delete ${selected.length} selected photos`}
          onClick={deleteSelected}
        >
          <DeleteIcon />
        </Fab>
      </Zoom>
    </Box>
  );
}
