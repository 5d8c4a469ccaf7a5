import * as React from 'react';
import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import NavigationIcon from '@mui/icons-material/Navigation';

export default function FabBasic() {
  return (
    <Stack
      direction="row"
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', isolation: 'isolate' }}
    >
      <Fab color="primary" aria-label="Add a contact">
        <AddIcon />
      </Fab>
      <Fab color="secondary" aria-label="Edit the itinerary">
        <EditIcon />
      </Fab>
      <Fab variant="extended" color="primary">
        <NavigationIcon sx={{ marginInlineEnd: 1 }} />
        Start route
      </Fab>
      <Fab disabled aria-label="Add a contact, unavailable offline">
        <AddIcon />
      </Fab>
    </Stack>
  );
}
