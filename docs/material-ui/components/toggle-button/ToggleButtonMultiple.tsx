import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatStrikethroughIcon from '@mui/icons-material/FormatStrikethrough';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';

export default function ToggleButtonMultiple() {
  const [formats, setFormats] = React.useState<string[]>(['bold']);

  const decorations = [
    formats.includes('underline') ? 'underline' : '',
    formats.includes('strike') ? 'line-through' : '',
  ].join(' ');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        aria-label="Text formatting"
        value={formats}
        onChange={(_event, value: string[]) => setFormats(value)}
      >
        <ToggleButton value="bold" aria-label="Bold">
          <FormatBoldIcon />
        </ToggleButton>
        <ToggleButton value="italic" aria-label="Italic">
          <FormatItalicIcon />
        </ToggleButton>
        <ToggleButton value="underline" aria-label="Underline">
          <FormatUnderlinedIcon />
        </ToggleButton>
        <ToggleButton value="strike" aria-label="Strikethrough">
          <FormatStrikethroughIcon />
        </ToggleButton>
      </ToggleButtonGroup>
      <Typography
        sx={{
          fontWeight: formats.includes('bold') ? 700 : 400,
          fontStyle: formats.includes('italic') ? 'italic' : 'normal',
          textDecoration: decorations.trim() || 'none',
        }}
      >
        Doors open at 7 pm. Tickets at the box office.
      </Typography>
    </Stack>
  );
}
