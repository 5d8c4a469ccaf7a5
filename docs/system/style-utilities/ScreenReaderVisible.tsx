import * as React from 'react';
import { Box } from '@mui/system';
import { visuallyHidden } from '@mui/utils';

export default function ScreenReaderVisible() {
  const [hidden, setHidden] = React.useState(true);
  const inputId = React.useId();

  return (
    <div>
      <Box
        component="label"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 1,
          mb: 2,
          typography: 'body2',
          color: 'text.primary',
        }}
      >
        <input
          type="checkbox"
          checked={hidden}
          onChange={(event) => setHidden(event.target.checked)}
        />
        Apply visuallyHidden to the label
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, maxWidth: 420 }}>
        <Box
          component="label"
          htmlFor={inputId}
          sx={
            hidden ? visuallyHidden : { typography: 'body2', color: 'text.primary' }
          }
        >
          Email address
        </Box>
        <Box
          component="input"
          id={inputId}
          type="email"
          placeholder="you@example.com"
          sx={{
            flex: 1,
            px: 1.5,
            py: 1,
            font: 'inherit',
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'text.secondary',
            borderRadius: 1,
          }}
        />
        <Box
          component="button"
          type="button"
          sx={{
            px: 2,
            py: 1,
            font: 'inherit',
            fontWeight: 500,
            color: 'primary.contrastText',
            bgcolor: 'primary.main',
            border: 0,
            borderRadius: 1,
            cursor: 'pointer',
          }}
        >
          Subscribe
        </Box>
      </Box>
    </div>
  );
}
