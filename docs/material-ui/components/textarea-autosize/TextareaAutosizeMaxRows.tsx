import * as React from 'react';
import Box from '@mui/material/Box';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import { styled } from '@mui/material/styles';
// Types `theme.vars`, the theme's CSS variables.
import type {} from '@mui/material/themeCssVarsAugmentation';

const Textarea = styled(TextareaAutosize)(({ theme }) => {
  const tokens = theme.vars ?? theme;
  return {
    boxSizing: 'border-box',
    width: '100%',
    padding: theme.spacing(1, 1.5),
    ...theme.typography.body1,
    color: tokens.palette.text.primary,
    backgroundColor: tokens.palette.background.paper,
    border: `1px solid ${tokens.palette.text.secondary}`,
    borderRadius: theme.shape.borderRadius,
    resize: 'none',
  };
});

const review = `We stayed four nights at the guesthouse in Kotor in late September.
The room faced the bay and was quiet after ten.
Breakfast was generous: figs, local cheese, fresh bread and strong coffee.
Danijela at the front desk booked us a boat to Perast for the next morning.
The only downside: the stairs up from the old town are steep with luggage.
We would come back, and we would pack lighter.`;

export default function TextareaAutosizeMaxRows() {
  const id = React.useId();
  return (
    <Box sx={{ maxWidth: 420 }}>
      <Box
        component="label"
        htmlFor={id}
        sx={{ display: 'block', mb: 0.5, typography: 'body2' }}
      >
        Your review
      </Box>
      <Textarea id={id} minRows={2} maxRows={4} defaultValue={review} />
    </Box>
  );
}
