import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import MusicNoteIcon from '@mui/icons-material/MusicNote';

export default function ContainerQueriesResizable() {
  const [width, setWidth] = React.useState(560);
  const labelId = React.useId();

  return (
    <div>
      <Typography id={labelId} variant="body2" gutterBottom>
        Container width: {width}px
      </Typography>
      <Slider
        aria-labelledby={labelId}
        value={width}
        onChange={(_event, value) => setWidth(value as number)}
        min={240}
        max={720}
        step={10}
        sx={{ maxWidth: 360, mb: 2 }}
      />
      {/* The container: its width, not the window's, drives the card below. */}
      <Box
        sx={{
          containerType: 'inline-size',
          width,
          maxWidth: '100%',
          p: 1,
          border: '1px dashed',
          borderColor: 'divider',
        }}
      >
        <Paper
          variant="outlined"
          sx={{
            display: 'flex',
            flexDirection: { '@': 'column', '@400': 'row' },
            alignItems: { '@400': 'center' },
            gap: 2,
            p: 2,
          }}
        >
          <Box
            sx={{
              display: 'grid',
              placeItems: 'center',
              flexShrink: 0,
              width: { '@': '100%', '@400': 96 },
              height: 96,
              borderRadius: 1,
              bgcolor: 'action.selected',
            }}
          >
            <MusicNoteIcon sx={{ color: 'text.secondary' }} />
          </Box>
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="subtitle1" component="h3">
              Jazz on the terrace
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Fri 12 July, 20:00 · Riverside Hall · €18
            </Typography>
            <Typography
              variant="body2"
              sx={{ display: { '@': 'none', '@sm': 'block' }, mt: 1 }}
            >
              A quartet plays standards from the fifties. Doors open at 19:30.
            </Typography>
          </Box>
          <Button variant="contained" sx={{ flexShrink: 0 }}>
            Book seats
          </Button>
        </Paper>
      </Box>
    </div>
  );
}
