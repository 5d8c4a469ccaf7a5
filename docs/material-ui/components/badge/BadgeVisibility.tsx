import * as React from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';

export default function BadgeVisibility() {
  const [count, setCount] = React.useState(1);
  const [hidden, setHidden] = React.useState(false);

  return (
    <Stack
      direction="row"
      spacing={3}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Badge badgeContent={count} color="primary" invisible={hidden}>
        <ShoppingCartOutlinedIcon />
      </Badge>
      <span role="status">{count} in cart</span>
      <ButtonGroup size="small">
        <Button
          aria-label="Remove one item"
          onClick={() => setCount(Math.max(count - 1, 0))}
        >
          <RemoveIcon fontSize="small" />
        </Button>
        <Button aria-label="Add one item" onClick={() => setCount(count + 1)}>
          <AddIcon fontSize="small" />
        </Button>
      </ButtonGroup>
      <FormControlLabel
        control={
          <Switch
            checked={hidden}
            onChange={(event) => setHidden(event.target.checked)}
          />
        }
        label="Hide badge"
      />
    </Stack>
  );
}
