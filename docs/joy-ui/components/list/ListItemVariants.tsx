import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';

export default function ListItemVariants() {
  return (
    <List sx={{ maxWidth: 320, '--List-gap': '0.5rem' }}>
      <ListItem variant="plain">Plain: Weekly sync</ListItem>
      <ListItem variant="outlined">Outlined: Design review</ListItem>
      <ListItem variant="soft">Soft: Quarterly planning</ListItem>
      <ListItem variant="solid">Solid: Launch day</ListItem>
    </List>
  );
}
