import * as React from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Masonry from '@mui/lab/Masonry';

type Tone = 'primary' | 'secondary' | 'success' | 'info' | 'warning' | 'error';

const notes: { title: string; text: string; tone: Tone }[] = [
  {
    title: 'Custard tarts',
    text: 'Go before 10:00. The takeaway queue moves faster than the tables.',
    tone: 'warning',
  },
  {
    title: 'Tram 28',
    text: 'Board at the first stop to get a seat.',
    tone: 'primary',
  },
  {
    title: 'Sunset viewpoint',
    text: 'Bring a jacket: the wind picks up after 19:00. There is a kiosk for drinks, cash only, and the steps up are steep, so skip it on the day with the suitcases.',
    tone: 'secondary',
  },
  { title: 'Fado night', text: 'Table for four, Friday 21:30.', tone: 'error' },
  {
    title: 'Day trip to Sintra',
    text: 'Train from Rossio, 40 minutes. Buy palace tickets online the night before.',
    tone: 'success',
  },
  {
    title: 'Tile museum',
    text: 'Closed on Mondays. The café in the cloister is quiet at lunch.',
    tone: 'info',
  },
  {
    title: 'Pharmacy',
    text: 'Open until midnight, next to the metro.',
    tone: 'primary',
  },
  {
    title: 'Beach day',
    text: 'Cascais line from Cais do Sodré, every 20 minutes. Sunscreen, towels, the blue umbrella, and snacks for the ride back.',
    tone: 'warning',
  },
];

export default function MasonryBasic() {
  return (
    <Masonry columns={3} spacing={2}>
      {notes.map((note) => (
        <Paper
          key={note.title}
          sx={{
            p: 2,
            bgcolor: `${note.tone}.main`,
            color: `${note.tone}.contrastText`,
          }}
        >
          <Typography variant="subtitle2" component="h3">
            {note.title}
          </Typography>
          <Typography variant="body2">{note.text}</Typography>
        </Paper>
      ))}
    </Masonry>
  );
}
