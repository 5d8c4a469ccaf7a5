import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';

function without(items: string[], removed: string[]) {
  return items.filter((item) => !removed.includes(item));
}

function SessionListbox(props: {
  title: string;
  items: string[];
  selected: string[];
  onSelectedChange: (selected: string[]) => void;
}) {
  const { title, items, selected, onSelectedChange } = props;
  const titleId = React.useId();
  const [active, setActive] = React.useState(0);
  const optionRefs = React.useRef<(HTMLDivElement | null)[]>([]);
  // Keep the single tab stop on an existing option after items move away.
  const current = Math.min(active, items.length - 1);

  const toggle = (item: string) =>
    onSelectedChange(
      selected.includes(item) ? without(selected, [item]) : [...selected, item],
    );

  const handleKeyDown = (event: React.KeyboardEvent) => {
    const last = items.length - 1;
    const next = {
      ArrowDown: Math.min(current + 1, last),
      ArrowUp: Math.max(current - 1, 0),
      Home: 0,
      End: last,
    }[event.key];
    if (next !== undefined) {
      event.preventDefault();
      setActive(next);
      optionRefs.current[next]?.focus();
    } else if (event.key === 'a' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      onSelectedChange([...without(selected, items), ...items]);
    }
  };

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 280 }}>
      <Typography id={titleId} variant="subtitle2" sx={{ px: 2, pt: 1.5 }}>
        {title} ({items.length})
      </Typography>
      <List
        component="div"
        role="listbox"
        aria-multiselectable="true"
        aria-labelledby={titleId}
        onKeyDown={handleKeyDown}
        sx={{ height: 240, overflow: 'auto' }}
      >
        {items.map((item, index) => {
          const isSelected = selected.includes(item);
          return (
            <ListItemButton
              key={item}
              ref={(node: HTMLDivElement | null) => {
                optionRefs.current[index] = node;
              }}
              role="option"
              aria-selected={isSelected}
              tabIndex={index === current ? 0 : -1}
              selected={isSelected}
              onClick={() => {
                setActive(index);
                toggle(item);
              }}
              dense
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                {isSelected ? (
                  <CheckBoxIcon color="primary" />
                ) : (
                  <CheckBoxOutlineBlankIcon />
                )}
              </ListItemIcon>
              <ListItemText primary={item} />
            </ListItemButton>
          );
        })}
      </List>
    </Paper>
  );
}

export default function TransferListKeyboard() {
  const [sessions, setSessions] = React.useState([
    'Accessibility audits 101',
    'Design tokens in practice',
    'Writing error messages',
    'Testing with screen readers',
    'Motion without nausea',
    'Colour contrast clinic',
  ]);
  const [agenda, setAgenda] = React.useState(['Opening keynote']);
  const [selected, setSelected] = React.useState<string[]>([]);
  const [announcement, setAnnouncement] = React.useState('');

  const transfer = (from: string[], toAgenda: boolean) => {
    const moving = from.filter((item) => selected.includes(item));
    const target = toAgenda ? 'My agenda' : 'Sessions';
    if (moving.length === 0) {
      setAnnouncement(`Select sessions first, then move them to ${target}.`);
      return;
    }
    setSessions(toAgenda ? without(sessions, moving) : [...sessions, ...moving]);
    setAgenda(toAgenda ? [...agenda, ...moving] : without(agenda, moving));
    setSelected(without(selected, moving));
    setAnnouncement(
      `Moved ${moving.length} ${moving.length === 1 ? 'session' : 'sessions'} to ${target}.`,
    );
  };

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: 'center', justifyContent: 'center' }}
      >
        <SessionListbox
          title="Sessions"
          items={sessions}
          selected={selected}
          onSelectedChange={setSelected}
        />
        <Stack direction={{ xs: 'row', sm: 'column' }} spacing={1}>
          <Button
            variant="outlined"
            size="small"
            onClick={() => transfer(sessions, true)}
          >
            Add to agenda
          </Button>
          <Button
            variant="outlined"
            size="small"
            onClick={() => transfer(agenda, false)}
          >
            Remove
          </Button>
        </Stack>
        <SessionListbox
          title="My agenda"
          items={agenda}
          selected={selected}
          onSelectedChange={setSelected}
        />
      </Stack>
      <Typography
        role="status"
        variant="body2"
        sx={{
          mt: 2,
          minHeight: '1.5em',
          textAlign: 'center',
          color: 'text.secondary',
        }}
      >
        {announcement}
      </Typography>
    </Box>
  );
}
