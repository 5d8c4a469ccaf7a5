import * as React from 'react';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';

const STRATEGIES = ['Merge commit', 'Squash and merge', 'Rebase and merge'];

export default function ButtonGroupSplitButton() {
  const [strategy, setStrategy] = React.useState(STRATEGIES[1]);
  const [merged, setMerged] = React.useState<string | null>(null);
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Dropdown>
        <ButtonGroup variant="solid" color="success" aria-label="Merge pull request">
          <Button onClick={() => setMerged(strategy)}>{strategy}</Button>
          <MenuButton
            slots={{ root: IconButton }}
            aria-label="Choose a merge strategy"
          >
            <ArrowDropDown />
          </MenuButton>
        </ButtonGroup>
        <Menu placement="bottom-end">
          {STRATEGIES.map((option) => (
            <MenuItem
              key={option}
              selected={option === strategy}
              onClick={() => setStrategy(option)}
            >
              {option}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <Typography level="body-sm" aria-live="polite">
        {merged
          ? `Pull request #482 merged with "${merged}".`
          : 'Pull request #482 is open.'}
      </Typography>
    </Stack>
  );
}
