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

export default function TextareaAutosizeMinRows() {
  const id = React.useId();
  return (
    <Box sx={{ maxWidth: 420 }}>
      <Box
        component="label"
        htmlFor={id}
        sx={{ display: 'block', mb: 0.5, typography: 'body2' }}
      >
        Delivery instructions
      </Box>
      <Textarea id={id} minRows={3} />
    </Box>
  );
}
