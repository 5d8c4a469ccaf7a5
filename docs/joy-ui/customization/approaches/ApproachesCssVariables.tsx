import * as React from 'react';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import Search from '@mui/icons-material/Search';

export default function ApproachesCssVariables() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 420 }}>
      {/* On the component: Input sets these itself, so override them on it. */}
      <Input
        aria-label="Search files"
        placeholder="Search files"
        startDecorator={<Search />}
        endDecorator={<Button>Search</Button>}
        sx={{
          '--Input-radius': '999px',
          '--Input-minHeight': '3rem',
          '--Input-decoratorChildHeight': '2.25rem',
        }}
      />
      {/* On a parent: buttons do not set these, so they inherit them. */}
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{
          flexWrap: 'wrap',
          '--Button-radius': '999px',
          '--IconButton-radius': '999px',
        }}
      >
        <IconButton variant="outlined" aria-label="Bold">
          <FormatBold />
        </IconButton>
        <IconButton variant="outlined" aria-label="Italic">
          <FormatItalic />
        </IconButton>
        <IconButton variant="outlined" aria-label="Underline">
          <FormatUnderlined />
        </IconButton>
        <Button variant="soft">Save draft</Button>
      </Stack>
    </Stack>
  );
}
