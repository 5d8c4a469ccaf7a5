import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const ITEMS = ['Assign to me', 'Change priority', 'Copy link', 'Close issue'];

type OpenChangeEvent =
  React.MouseEvent | React.KeyboardEvent | React.FocusEvent | null;

// Says what made the menu open or close, from the event the Dropdown reports.
function describe(event: OpenChangeEvent) {
  if (event === null) return 'programmatically';
  if ('key' in event) return `with ${event.key === ' ' ? 'Space' : event.key}`;
  if (event.type === 'blur') return 'because focus left it';
  // A keyboard press on a native button fires a click with no pointer details.
  if ('detail' in event && event.detail === 0) return 'with Enter or Space';
  return 'with a click';
}

export default function MenuKeyboard() {
  const [open, setOpen] = React.useState(false);
  const [log, setLog] = React.useState('Focus the button and press ArrowDown.');
  const [chosen, setChosen] = React.useState('None yet');
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Dropdown
        open={open}
        onOpenChange={(event, isOpen) => {
          setOpen(isOpen);
          setLog(`Menu ${isOpen ? 'opened' : 'closed'} ${describe(event)}.`);
        }}
      >
        <MenuButton>Issue actions</MenuButton>
        <Menu placement="bottom-start">
          {ITEMS.map((item) => (
            <MenuItem
              key={item}
              disabled={item === 'Close issue'}
              onClick={() => setChosen(item)}
            >
              {item}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <Typography level="body-sm" aria-live="polite">
        {log} Last action: {chosen}.
      </Typography>
    </Stack>
  );
}
