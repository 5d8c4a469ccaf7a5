import * as React from 'react';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

// What a global style sheet would hold. Every rule starts from .signup-form, so only the
// components inside that container change. This site marks dark mode with data-theme.
const globalCss = `
  .signup-form .MuiOutlinedInput-root,
  .signup-form .MuiButton-root {
    border-radius: 12px;
  }
  .signup-form .MuiOutlinedInput-root.Mui-focused .MuiOutlinedInput-notchedOutline {
    border-color: #0f766e;
  }
  .signup-form .MuiInputLabel-root.Mui-focused {
    color: #0f766e;
  }
  .signup-form .MuiButton-contained {
    background-color: #0f766e;
    color: #fff;
    text-transform: none;
  }
  .signup-form .MuiButton-contained:hover {
    background-color: #115e59;
  }
  [data-theme='dark'] .signup-form .MuiOutlinedInput-root.Mui-focused .MuiOutlinedInput-notchedOutline {
    border-color: #2dd4bf;
  }
  [data-theme='dark'] .signup-form .MuiInputLabel-root.Mui-focused {
    color: #2dd4bf;
  }
  [data-theme='dark'] .signup-form .MuiButton-contained {
    background-color: #2dd4bf;
    color: #042f2e;
  }
  [data-theme='dark'] .signup-form .MuiButton-contained:hover {
    background-color: #5eead4;
  }
`;

function SignupFields({
  caption,
  className,
}: {
  caption: string;
  className?: string;
}) {
  return (
    <Stack spacing={1.5} className={className} sx={{ flex: '1 1 220px' }}>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
        {caption}
      </Typography>
      <TextField label="Work email" type="email" size="small" />
      <Button variant="contained" disableElevation>
        Start free trial
      </Button>
    </Stack>
  );
}

export default function InteropGlobalCss() {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 4, maxWidth: 560 }}>
      <GlobalStyles styles={globalCss} />
      <SignupFields caption="Default" />
      <SignupFields caption="Inside .signup-form" className="signup-form" />
    </Stack>
  );
}
