import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import CheckRounded from '@mui/icons-material/CheckRounded';
import SortRounded from '@mui/icons-material/SortRounded';

const SORT_OPTIONS = ['Last modified', 'Name', 'File size', 'Owner'];

export default function MenuSelected() {
  const [sortBy, setSortBy] = React.useState('Last modified');
  return (
    <Dropdown>
      <MenuButton startDecorator={<SortRounded />}>Sort: {sortBy}</MenuButton>
      <Menu placement="bottom-start">
        {SORT_OPTIONS.map((option) => (
          <MenuItem
            key={option}
            role="menuitemradio"
            aria-checked={option === sortBy}
            selected={option === sortBy}
            onClick={() => setSortBy(option)}
          >
            <ListItemDecorator>
              {option === sortBy && <CheckRounded />}
            </ListItemDecorator>
            {option}
          </MenuItem>
        ))}
      </Menu>
    </Dropdown>
  );
}
