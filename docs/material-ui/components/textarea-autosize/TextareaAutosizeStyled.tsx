import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
// Types `theme.vars`, the theme's CSS variables.
import type {} from '@mui/material/themeCssVarsAugmentation';

const MAX_LENGTH = 280;

const Textarea = styled(TextareaAutosize)(({ theme }) => {
  // `theme.vars` holds CSS variables that follow the color mode; fall back to the plain theme.
  const tokens = theme.vars ?? theme;
  return {
    boxSizing: 'border-box',
    width: '100%',
    padding: theme.spacing(1.25, 1.5),
    ...theme.typography.body2,
    color: tokens.palette.text.primary,
    backgroundColor: tokens.palette.background.paper,
    border: `1px solid ${tokens.palette.text.secondary}`,
    borderRadius: theme.shape.borderRadius * 2,
    boxShadow: theme.shadows[1],
    resize: 'vertical',
    transition: theme.transitions.create(['border-color', 'box-shadow']),
    '&::placeholder': { color: tokens.palette.text.secondary, opacity: 1 },
    '&:hover': { borderColor: tokens.palette.text.primary },
    '&:focus-visible': {
      outline: `2px solid ${tokens.palette.primary.main}`,
      outlineOffset: -1,
      borderColor: tokens.palette.primary.main,
    },
  };
});

export default function TextareaAutosizeStyled() {
  const [note, setNote] = React.useState('');
  const id = React.useId();

  return (
    <Stack spacing={0.5} sx={{ maxWidth: 420 }}>
      <Typography component="label" htmlFor={id} variant="subtitle2">
        Note to the restaurant
      </Typography>
      <Textarea
        id={id}
        minRows={2}
        maxRows={8}
        placeholder="Allergies, a birthday, a table by the window…"
        aria-describedby={`${id}-count`}
        value={note}
        onChange={(event) => setNote(event.target.value.slice(0, MAX_LENGTH))}
      />
      <Typography
        id={`${id}-count`}
        variant="caption"
        sx={{ color: 'text.secondary', alignSelf: 'flex-end' }}
      >
        {note.length} / {MAX_LENGTH} characters
      </Typography>
    </Stack>
  );
}
