import * as React from 'react';
import Textarea from '@mui/joy/Textarea';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import FormHelperText from '@mui/joy/FormHelperText';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

const MIN_LENGTH = 30;

export default function TextareaValidation() {
  const [value, setValue] = React.useState('Crashes on save.');
  const length = value.trim().length;
  const showError = length < MIN_LENGTH;
  return (
    <FormControl error={showError} sx={{ maxWidth: 360 }}>
      <FormLabel>Bug description</FormLabel>
      <Textarea
        minRows={3}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        slotProps={{ textarea: { 'aria-invalid': showError } }}
      />
      {/* Joy's error color, danger.500, is too dark for text in dark mode. */}
      <FormHelperText sx={showError ? { color: 'danger.plainColor' } : undefined}>
        {showError ? <InfoOutlined /> : null}
        {showError
          ? `Add a few more details: at least ${MIN_LENGTH} characters (${length} so far).`
          : 'Include the steps that led to the problem.'}
      </FormHelperText>
    </FormControl>
  );
}
