import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

export default function BasicList() {
  const headingId = React.useId();
  return (
    <div>
      <Typography id={headingId} level="title-sm" sx={{ mb: 1 }}>
        Before the release
      </Typography>
      <List aria-labelledby={headingId} sx={{ maxWidth: 320 }}>
        <ListItem>Freeze the main branch</ListItem>
        <ListItem>Update the changelog</ListItem>
        <ListItem>Tag version 2.4.0</ListItem>
        <ListItem>Announce it in #releases</ListItem>
      </List>
    </div>
  );
}
