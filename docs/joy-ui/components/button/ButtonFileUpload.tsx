import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import UploadFile from '@mui/icons-material/UploadFile';

// Hidden from sight but not from the label: clicking the button opens the file picker.
const hiddenInput: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

export default function ButtonFileUpload() {
  const [files, setFiles] = React.useState<string[]>([]);
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Button
        component="label"
        // A label, not a second button: keyboard focus goes to the file input inside it.
        role={undefined}
        tabIndex={-1}
        variant="outlined"
        color="neutral"
        startDecorator={<UploadFile />}
        sx={(theme) => ({ '&:has(input:focus-visible)': theme.focus.default })}
      >
        Attach receipts
        <input
          type="file"
          multiple
          style={hiddenInput}
          onChange={(event) =>
            setFiles(Array.from(event.target.files ?? [], (file) => file.name))
          }
        />
      </Button>
      <Typography level="body-sm" aria-live="polite">
        {files.length === 0 ? 'No files chosen' : files.join(', ')}
      </Typography>
    </Stack>
  );
}
