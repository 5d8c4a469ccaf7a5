import * as React from 'react';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import HistoryIcon from '@mui/icons-material/History';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';

export default function TabsIcons() {
  const [top, setTop] = React.useState(0);
  const [start, setStart] = React.useState(0);

  return (
    <Stack spacing={2}>
      <Tabs
        value={top}
        onChange={(_event, next: number) => setTop(next)}
        aria-label="Places"
      >
        <Tab icon={<HistoryIcon />} label="Recent" />
        <Tab icon={<FavoriteBorderIcon />} label="Saved" />
        <Tab icon={<PlaceOutlinedIcon />} label="Nearby" />
      </Tabs>
      <Tabs
        value={start}
        onChange={(_event, next: number) => setStart(next)}
        aria-label="Places, icons beside labels"
      >
        <Tab icon={<HistoryIcon />} iconPosition="start" label="Recent" />
        <Tab icon={<FavoriteBorderIcon />} iconPosition="start" label="Saved" />
        <Tab icon={<PlaceOutlinedIcon />} iconPosition="start" label="Nearby" />
      </Tabs>
    </Stack>
  );
}
