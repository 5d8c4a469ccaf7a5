import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import HomeIcon from '@mui/icons-material/Home';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import PodcastsIcon from '@mui/icons-material/Podcasts';
import RadioIcon from '@mui/icons-material/Radio';
import SearchIcon from '@mui/icons-material/Search';

const actions = [
  { value: 'home', label: 'Home', icon: <HomeIcon /> },
  { value: 'search', label: 'Search', icon: <SearchIcon /> },
  { value: 'radio', label: 'Radio', icon: <RadioIcon /> },
  { value: 'podcasts', label: 'Podcasts', icon: <PodcastsIcon /> },
  { value: 'library', label: 'Library', icon: <LibraryMusicIcon /> },
];

export default function BottomNavigationSelectedLabel() {
  const [value, setValue] = React.useState('radio');

  return (
    <Paper
      variant="outlined"
      sx={{ maxWidth: 480, width: '100%', overflow: 'hidden' }}
    >
      <BottomNavigation
        component="nav"
        aria-label="Music player"
        value={value}
        onChange={(_event, next: string) => setValue(next)}
      >
        {actions.map((action) => (
          <BottomNavigationAction
            key={action.value}
            value={action.value}
            label={action.label}
            icon={action.icon}
            aria-current={value === action.value ? 'page' : undefined}
            sx={{ minWidth: 0 }}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
