import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';

export default function ButtonUpload() {
  const inputRef = React.useRef<HTMLInputElement>(null);
  const [files, setFiles] = React.useState<string[]>([]);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button
        variant="contained"
        startIcon={<CloudUploadIcon />}
        onClick={() => inputRef.current?.click()}
      >
        Upload receipts
      </Button>
      {/* The button is the control people use; the input only opens the file picker. */}
      <input
        ref={inputRef}
        type="file"
        accept="image/*,application/pdf"
        multiple
        hidden
        onChange={(event) =>
          setFiles(Array.from(event.target.files ?? [], (file) => file.name))
        }
      />
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {files.length === 0 ? 'No files chosen' : files.join(', ')}
      </Typography>
    </Stack>
  );
}
