import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function UseMediaQueryPreferences() {
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const moreContrast = useMediaQuery('(prefers-contrast: more)');
  const coarsePointer = useMediaQuery('(pointer: coarse)');

  const rows = [
    {
      query: '(prefers-color-scheme: dark)',
      answer: prefersDark ? 'Dark' : 'Light (or no preference)',
    },
    {
      query: '(prefers-reduced-motion: reduce)',
      answer: reduceMotion ? 'Reduce motion' : 'No preference',
    },
    {
      query: '(prefers-contrast: more)',
      answer: moreContrast ? 'More contrast' : 'No preference',
    },
    {
      query: '(pointer: coarse)',
      answer: coarsePointer ? 'Touch screen' : 'Mouse or trackpad',
    },
  ];

  return (
    <Paper variant="outlined" sx={{ maxWidth: 480 }}>
      <List aria-label="Your system settings">
        {rows.map((row) => (
          <ListItem key={row.query}>
            <ListItemText
              primary={row.answer}
              secondary={row.query}
              secondaryTypographyProps={{ sx: { fontFamily: 'monospace' } }}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
