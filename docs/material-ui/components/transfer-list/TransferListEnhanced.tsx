import * as React from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

const arrowSx = (theme: Theme) => ({
  transform: {
    xs: 'rotate(90deg)',
    sm: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none',
  },
});

function without(items: string[], removed: string[]) {
  return items.filter((item) => !removed.includes(item));
}

function ColumnList(props: {
  title: string;
  items: string[];
  checked: string[];
  onChange: (checked: string[]) => void;
}) {
  const { title, items, checked, onChange } = props;
  const count = items.filter((item) => checked.includes(item)).length;
  const all = items.length > 0 && count === items.length;

  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 260 }}>
      <CardHeader
        sx={{ px: 2, py: 1 }}
        avatar={
          <Checkbox
            checked={all}
            indeterminate={count > 0 && !all}
            disabled={items.length === 0}
            onChange={() =>
              onChange(
                all
                  ? without(checked, items)
                  : [...without(checked, items), ...items],
              )
            }
            inputProps={{ 'aria-label': `Select all ${title.toLowerCase()}` }}
          />
        }
        title={title}
        subheader={`${count} of ${items.length} selected`}
      />
      <Divider />
      <List dense aria-label={title} sx={{ height: 230, overflow: 'auto' }}>
        {items.map((item) => (
          <ListItem key={item} sx={{ py: 0 }}>
            <FormControlLabel
              label={item}
              control={
                <Checkbox
                  size="small"
                  checked={checked.includes(item)}
                  onChange={() =>
                    onChange(
                      checked.includes(item)
                        ? without(checked, [item])
                        : [...checked, item],
                    )
                  }
                />
              }
            />
          </ListItem>
        ))}
      </List>
    </Card>
  );
}

export default function TransferListEnhanced() {
  const [hidden, setHidden] = React.useState([
    'Customer email',
    'Payment method',
    'Shipping carrier',
    'Tracking number',
    'Discount code',
  ]);
  const [shown, setShown] = React.useState(['Order number', 'Order date', 'Total']);
  const [checked, setChecked] = React.useState<string[]>([]);

  const hiddenChecked = hidden.filter((item) => checked.includes(item));
  const shownChecked = shown.filter((item) => checked.includes(item));

  const show = () => {
    setHidden(without(hidden, hiddenChecked));
    setShown([...shown, ...hiddenChecked]);
    setChecked(without(checked, hiddenChecked));
  };
  const hide = () => {
    setShown(without(shown, shownChecked));
    setHidden([...hidden, ...shownChecked]);
    setChecked(without(checked, shownChecked));
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center' }}
    >
      <ColumnList
        title="Hidden columns"
        items={hidden}
        checked={checked}
        onChange={setChecked}
      />
      <Stack direction={{ xs: 'row', sm: 'column' }} spacing={1}>
        <Button
          variant="outlined"
          size="small"
          disabled={hiddenChecked.length === 0}
          onClick={show}
          endIcon={<ChevronRightIcon sx={arrowSx} />}
        >
          Show
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={shownChecked.length === 0}
          onClick={hide}
          startIcon={<ChevronLeftIcon sx={arrowSx} />}
        >
          Hide
        </Button>
      </Stack>
      <ColumnList
        title="Shown columns"
        items={shown}
        checked={checked}
        onChange={setChecked}
      />
    </Stack>
  );
}
