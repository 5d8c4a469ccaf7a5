import * as React from 'react';
import Textarea from '@mui/joy/Textarea';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import AttachFile from '@mui/icons-material/AttachFile';
import SentimentSatisfiedAlt from '@mui/icons-material/SentimentSatisfiedAlt';

const MAX_LENGTH = 280;

export default function TextareaDecorators() {
  const [text, setText] = React.useState('');
  const counterId = React.useId();
  return (
    <Textarea
      aria-label="Post"
      placeholder="What are you working on?"
      minRows={3}
      value={text}
      onChange={(event) => setText(event.target.value)}
      slotProps={{
        textarea: { maxLength: MAX_LENGTH, 'aria-describedby': counterId },
      }}
      endDecorator={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flex: 1 }}>
          <IconButton size="sm" variant="plain" aria-label="Attach a file">
            <AttachFile />
          </IconButton>
          <IconButton size="sm" variant="plain" aria-label="Insert an emoji">
            <SentimentSatisfiedAlt />
          </IconButton>
          <Typography id={counterId} level="body-xs" sx={{ ml: 'auto' }}>
            {text.length} of {MAX_LENGTH} characters
          </Typography>
          <Button size="sm" disabled={text.trim().length === 0}>
            Post
          </Button>
        </Box>
      }
      sx={{ maxWidth: 420 }}
    />
  );
}
