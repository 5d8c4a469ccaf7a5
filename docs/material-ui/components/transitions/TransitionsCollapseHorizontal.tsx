import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import InboxIcon from '@mui/icons-material/Inbox';
import PeopleIcon from '@mui/icons-material/People';

const sections = [
  { label: 'Inbox', icon: <InboxIcon /> },
  { label: 'Calendar', icon: <CalendarMonthIcon /> },
  { label: 'Contacts', icon: <PeopleIcon /> },
];

export default function TransitionsCollapseHorizontal() {
  const [expanded, setExpanded] = React.useState(true);

  return (
    <div>
      <FormControlLabel
        control={
          <Switch
            checked={expanded}
            onChange={(event) => setExpanded(event.target.checked)}
          />
        }
        label="Show labels"
      />
      <Box sx={{ display: 'flex', gap: 2, height: 180 }}>
        <Paper variant="outlined">
          <Collapse orientation="horizontal" in={expanded} collapsedSize={56}>
            <List aria-label="Sections" sx={{ width: 200 }}>
              {sections.map((section) => (
                <ListItem key={section.label} disablePadding>
                  <ListItemButton selected={section.label === 'Inbox'}>
                    <ListItemIcon>{section.icon}</ListItemIcon>
                    <ListItemText primary={section.label} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Collapse>
        </Paper>
        <Box
          sx={{
            flex: 1,
            p: 2,
            bgcolor: 'action.hover',
            borderRadius: 1,
            typography: 'body2',
          }}
        >
          3 unread messages
        </Box>
      </Box>
    </div>
  );
}
