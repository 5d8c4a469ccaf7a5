import * as React from 'react';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import CloudUpload from '@mui/icons-material/CloudUpload';
import Close from '@mui/icons-material/Close';
import MoreHoriz from '@mui/icons-material/MoreHoriz';
import Search from '@mui/icons-material/Search';

const SIZES = ['sm', 'md', 'lg'] as const;

export default function IconsInComponents() {
  const [query, setQuery] = React.useState('invoice march');
  return (
    <Stack spacing={2}>
      {SIZES.map((size) => (
        <Stack
          key={size}
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <Button size={size} startDecorator={<CloudUpload />}>
            Upload
          </Button>
          <IconButton size={size} variant="outlined" aria-label="More actions">
            <MoreHoriz />
          </IconButton>
          <Input
            size={size}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            startDecorator={<Search />}
            endDecorator={
              query && (
                <IconButton
                  size="sm"
                  variant="plain"
                  color="neutral"
                  aria-label="Clear search"
                  onClick={() => setQuery('')}
                >
                  <Close />
                </IconButton>
              )
            }
            slotProps={{ input: { 'aria-label': `Search files (${size})` } }}
            sx={{ flex: '1 1 200px', maxWidth: 280 }}
          />
        </Stack>
      ))}
    </Stack>
  );
}
