import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ExploreIcon from '@mui/icons-material/Explore';
import FavoriteIcon from '@mui/icons-material/Favorite';
import HistoryIcon from '@mui/icons-material/History';

const sections = {
  explore: 'Trails near Grenoble, sorted by distance.',
  saved: 'You saved 12 trails, 3 of them in the Vercors.',
  recent: 'Last hike: Lac du Crozet, 9.4 km, on Sunday.',
};

type Section = keyof typeof sections;

export default function BottomNavigationBasic() {
  const [value, setValue] = React.useState<Section>('explore');

  return (
    <Paper
      variant="outlined"
      sx={{ maxWidth: 400, width: '100%', overflow: 'hidden' }}
    >
      <Box sx={{ p: 2, minHeight: 96 }}>
        <Typography aria-live="polite">{sections[value]}</Typography>
      </Box>
      <BottomNavigation
        component="nav"
        aria-label="Trail app"
        showLabels
        value={value}
        onChange={(_event, next: Section) => setValue(next)}
        sx={{ borderTop: 1, borderColor: 'divider' }}
      >
        <BottomNavigationAction
          label="Explore"
          value="explore"
          icon={<ExploreIcon />}
          aria-current={value === 'explore' ? 'page' : undefined}
        />
        <BottomNavigationAction
          label="Saved"
          value="saved"
          icon={<FavoriteIcon />}
          aria-current={value === 'saved' ? 'page' : undefined}
        />
        <BottomNavigationAction
          label="Recent"
          value="recent"
          icon={<HistoryIcon />}
          aria-current={value === 'recent' ? 'page' : undefined}
        />
      </BottomNavigation>
    </Paper>
  );
}
