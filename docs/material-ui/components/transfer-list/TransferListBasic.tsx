import * as React from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import KeyboardDoubleArrowLeftIcon from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';

// Arrows point at the target list: down when the lists stack, mirrored in right-to-left.
const arrowSx = (theme: Theme) => ({
  transform: {
    xs: 'rotate(90deg)',
    sm: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none',
  },
});

function without(items: string[], removed: string[]) {
  return items.filter((item) => !removed.includes(item));
}

function PermissionList(props: {
  title: string;
  items: string[];
  checked: string[];
  onToggle: (item: string) => void;
}) {
  const titleId = React.useId();
  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 240 }}>
      <Typography id={titleId} variant="subtitle2" sx={{ px: 2, pt: 1.5 }}>
        {props.title}
      </Typography>
      <List dense aria-labelledby={titleId} sx={{ height: 220, overflow: 'auto' }}>
        {props.items.map((item) => (
          <ListItem key={item} sx={{ py: 0 }}>
            <FormControlLabel
              label={item}
              control={
                <Checkbox
                  size="small"
                  checked={props.checked.includes(item)}
                  onChange={() => props.onToggle(item)}
                />
              }
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

export default function TransferListBasic() {
  const [available, setAvailable] = React.useState([
    'View invoices',
    'Create invoices',
    'Issue refunds',
    'Export reports',
    'Manage payouts',
  ]);
  const [granted, setGranted] = React.useState(['View customers', 'Edit customers']);
  const [checked, setChecked] = React.useState<string[]>([]);

  const toggle = (item: string) =>
    setChecked((previous) =>
      previous.includes(item) ? without(previous, [item]) : [...previous, item],
    );

  const move = (items: string[], toGranted: boolean) => {
    setAvailable((previous) =>
      toGranted ? without(previous, items) : [...previous, ...items],
    );
    setGranted((previous) =>
      toGranted ? [...previous, ...items] : without(previous, items),
    );
    setChecked((previous) => without(previous, items));
  };

  const availableChecked = available.filter((item) => checked.includes(item));
  const grantedChecked = granted.filter((item) => checked.includes(item));

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center' }}
    >
      <PermissionList
        title="Available"
        items={available}
        checked={checked}
        onToggle={toggle}
      />
      <Stack direction={{ xs: 'row', sm: 'column' }} spacing={1}>
        <IconButton
          aria-label="Grant all"
          disabled={available.length === 0}
          onClick={() => move(available, true)}
        >
          <KeyboardDoubleArrowRightIcon sx={arrowSx} />
        </IconButton>
        <IconButton
          aria-label="Grant selected"
          disabled={availableChecked.length === 0}
          onClick={() => move(availableChecked, true)}
        >
          <ChevronRightIcon sx={arrowSx} />
        </IconButton>
        <IconButton
          aria-label="Revoke selected"
          disabled={grantedChecked.length === 0}
          onClick={() => move(grantedChecked, false)}
        >
          <ChevronLeftIcon sx={arrowSx} />
        </IconButton>
        <IconButton
          aria-label="Revoke all"
          disabled={granted.length === 0}
          onClick={() => move(granted, false)}
        >
          <KeyboardDoubleArrowLeftIcon sx={arrowSx} />
        </IconButton>
      </Stack>
      <PermissionList
        title="Granted"
        items={granted}
        checked={checked}
        onToggle={toggle}
      />
    </Stack>
  );
}
