import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';

const HiddenInput = styled('input')({
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  height: 1,
  overflow: 'hidden',
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
});

export default function ButtonUpload() {
  const [files, setFiles] = React.useState<string[]>([]);

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button component="label" variant="contained" startIcon={<CloudUploadIcon />}>
        Upload receipts
        <HiddenInput
          type="file"
          accept="image/*,application/pdf"
          multiple
          onChange={(event) =>
            setFiles(Array.from(event.target.files ?? [], (file) => file.name))
          }
        />
      </Button>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {files.length === 0 ? 'No files chosen' : files.join(', ')}
      </Typography>
    </Stack>
  );
}
