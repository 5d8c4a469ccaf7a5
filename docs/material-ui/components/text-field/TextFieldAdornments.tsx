import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

const BIO_LENGTH = 140;

export default function TextFieldAdornments() {
  const [showPassword, setShowPassword] = React.useState(false);
  const [bio, setBio] = React.useState('');

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <TextField
        label="Budget"
        type="number"
        defaultValue={250}
        slotProps={{
          input: {
            startAdornment: <InputAdornment position="start">€</InputAdornment>,
            endAdornment: <InputAdornment position="end">per month</InputAdornment>,
          },
        }}
      />
      <TextField
        label="Password"
        type={showPassword ? 'text' : 'password'}
        autoComplete="new-password"
        slotProps={{
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={showPassword ? 'Hide password' : 'Show password'}
                  edge="end"
                  onClick={() => setShowPassword((shown) => !shown)}
                >
                  {showPassword ? <VisibilityOff /> : <Visibility />}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        label="Short bio"
        multiline
        minRows={3}
        value={bio}
        onChange={(event) => setBio(event.target.value.slice(0, BIO_LENGTH))}
        helperText={`${bio.length} / ${BIO_LENGTH}`}
        slotProps={{ formHelperText: { sx: { textAlign: 'end' } } }}
      />
    </Stack>
  );
}
