import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';
import { useTheme } from '@mui/material/styles';
import EditIcon from '@mui/icons-material/Edit';
import EventIcon from '@mui/icons-material/Event';
import PersonAddIcon from '@mui/icons-material/PersonAdd';

const sections = [
  {
    label: 'Messages',
    text: '3 unread: Priya Nair, the Tuesday climbing group and Lisbon Bikes.',
    action: 'Write a message',
    icon: <EditIcon />,
  },
  {
    label: 'Contacts',
    text: '128 contacts, last added: Tomás Herrera, 2 days ago.',
    action: 'Add a contact',
    icon: <PersonAddIcon />,
  },
  {
    label: 'Calendar',
    text: 'Next: dentist, Thursday 9 May at 08:30, Rua Augusta 12.',
    action: 'Create an event',
    icon: <EventIcon />,
  },
];

export default function FabZoomTabs() {
  const theme = useTheme();
  const id = React.useId();
  const [tab, setTab] = React.useState(0);
  const duration = {
    enter: theme.transitions.duration.enteringScreen,
    exit: theme.transitions.duration.leavingScreen,
  };

  return (
    <Box
      sx={{
        position: 'relative',
        isolation: 'isolate',
        minHeight: 240,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <Tabs
        value={tab}
        onChange={(_event, value: number) => setTab(value)}
        aria-label="Phone app sections"
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {sections.map((section, index) => (
          <Tab
            key={section.label}
            label={section.label}
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
          />
        ))}
      </Tabs>
      {sections.map((section, index) => (
        <Box
          key={section.label}
          role="tabpanel"
          hidden={tab !== index}
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          sx={{ p: 2, pb: 10 }}
        >
          <Typography variant="body2">{section.text}</Typography>
        </Box>
      ))}
      {sections.map((section, index) => (
        <Zoom
          key={section.label}
          in={tab === index}
          timeout={duration}
          // Wait for the previous button to leave before the next one grows.
          style={{ transitionDelay: `${tab === index ? duration.exit : 0}ms` }}
          unmountOnExit
        >
          <Fab
            color="primary"
            aria-label={section.action}
            sx={{ position: 'absolute', bottom: 16, insetInlineEnd: 16 }}
          >
            {section.icon}
          </Fab>
        </Zoom>
      ))}
    </Box>
  );
}
