import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

const methods = ['Create a merge commit', 'Squash and merge', 'Rebase and merge'];

export default function ButtonGroupSplit() {
  const theme = useTheme();
  const menuId = React.useId();
  const toggleId = React.useId();
  const groupRef = React.useRef<HTMLDivElement>(null);
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [selected, setSelected] = React.useState(1);
  const [message, setMessage] = React.useState(
    'Pull request #482 is ready to merge.',
  );
  const open = Boolean(anchorEl);
  // Line the menu up with the start edge of the group, in either direction.
  const start = theme.direction === 'rtl' ? 'right' : 'left';

  const handleSelect = (index: number) => {
    setSelected(index);
    setAnchorEl(null);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ButtonGroup
        ref={groupRef}
        variant="contained"
        aria-label="Merge pull request"
      >
        <Button onClick={() => setMessage(`Done: ${methods[selected]}.`)}>
          {methods[selected]}
        </Button>
        <Button
          id={toggleId}
          aria-label="Choose a merge method"
          aria-haspopup="menu"
          aria-expanded={open ? 'true' : 'false'}
          aria-controls={open ? menuId : undefined}
          onClick={() => setAnchorEl(groupRef.current)}
        >
          <ArrowDropDownIcon />
        </Button>
      </ButtonGroup>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: start }}
        transformOrigin={{ vertical: 'top', horizontal: start }}
        MenuListProps={{ 'aria-labelledby': toggleId }}
      >
        {methods.map((method, index) => (
          <MenuItem
            key={method}
            selected={index === selected}
            onClick={() => handleSelect(index)}
          >
            {method}
          </MenuItem>
        ))}
      </Menu>
      <Typography variant="body2" role="status">
        {message}
      </Typography>
    </Stack>
  );
}
