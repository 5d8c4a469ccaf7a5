import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import AddIcon from '@mui/icons-material/Add';

const groceries = [
  { name: 'Sourdough loaf', detail: 'Padaria Flor · €3.20' },
  { name: 'Free-range eggs', detail: '12 · €4.10' },
  { name: 'Cherry tomatoes', detail: '500 g · €2.45' },
  { name: 'Oat milk', detail: '2 × 1 l · €3.80' },
  { name: 'Queijo da Serra', detail: '250 g · €9.90' },
  { name: 'Basil', detail: '1 pot · €1.99' },
  { name: 'Olive oil', detail: '750 ml · €7.60' },
  { name: 'Coffee beans', detail: 'Delta, 1 kg · €14.50' },
];

export default function FabOverContent() {
  return (
    <Box
      sx={{
        position: 'relative',
        isolation: 'isolate',
        height: 280,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'background.paper',
      }}
    >
      <Box
        role="region"
        aria-label="Shopping list for Saturday"
        tabIndex={0}
        sx={{ height: '100%', overflowY: 'auto' }}
      >
        {/* Bottom padding keeps the last item clear of the button. */}
        <List sx={{ pb: 10 }}>
          {groceries.map((item) => (
            <ListItem key={item.name} divider>
              <ListItemText primary={item.name} secondary={item.detail} />
            </ListItem>
          ))}
        </List>
      </Box>
      <Fab
        variant="extended"
        color="primary"
        sx={{ position: 'absolute', bottom: 16, insetInlineEnd: 16 }}
      >
        <AddIcon sx={{ marginInlineEnd: 1 }} />
        Add item
      </Fab>
    </Box>
  );
}
