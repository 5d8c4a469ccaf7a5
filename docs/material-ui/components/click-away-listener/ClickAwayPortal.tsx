import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const suggestions = [
  'Happy birthday, Marta! Lunch is on me.',
  'Congratulations on the new flat in Ghent.',
  'Thank you for looking after the cat in August.',
];

export default function ClickAwayPortal() {
  const [editing, setEditing] = React.useState(false);
  const [message, setMessage] = React.useState(suggestions[0]);
  const [disableReactTree, setDisableReactTree] = React.useState(false);
  const [container, setContainer] = React.useState<HTMLElement | null>(null);

  return (
    <Stack spacing={2} sx={{ maxWidth: 480 }}>
      <FormControlLabel
        control={
          <Switch
            checked={disableReactTree}
            onChange={(event) => setDisableReactTree(event.target.checked)}
          />
        }
        label="disableReactTree"
      />
      <ClickAwayListener
        disableReactTree={disableReactTree}
        onClickAway={() => setEditing(false)}
      >
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h3" gutterBottom>
            Gift message
          </Typography>
          {editing ? (
            <TextField
              label="Message"
              multiline
              fullWidth
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          ) : (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Typography sx={{ flex: 1 }}>{message}</Typography>
              <Button onClick={() => setEditing(true)}>Edit</Button>
            </Stack>
          )}
          {editing && container && (
            <Portal container={container}>
              <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
                {suggestions.map((text) => (
                  <Button
                    key={text}
                    size="small"
                    variant="outlined"
                    onClick={() => setMessage(text)}
                  >
                    {text}
                  </Button>
                ))}
              </Stack>
            </Portal>
          )}
        </Paper>
      </ClickAwayListener>
      <Box
        sx={{
          p: 2,
          border: 1,
          borderStyle: 'dashed',
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          Suggestions, rendered here through a Portal while you edit:
        </Typography>
        <div ref={setContainer} />
      </Box>
    </Stack>
  );
}
