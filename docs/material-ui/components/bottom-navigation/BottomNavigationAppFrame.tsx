import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import GroupIcon from '@mui/icons-material/Group';
import SettingsIcon from '@mui/icons-material/Settings';

const bookings = [
  { time: '08:30', name: 'Priya Natarajan', service: 'Haircut' },
  { time: '09:15', name: 'Tomás Herrera', service: 'Beard trim' },
  { time: '10:00', name: 'Ingrid Solberg', service: 'Colour' },
  { time: '11:30', name: 'Kwame Mensah', service: 'Haircut' },
  { time: '13:00', name: 'Lucía Ferreira', service: 'Blow-dry' },
  { time: '14:45', name: 'Daniel Okafor', service: 'Haircut' },
  { time: '16:00', name: 'Mei Tanaka', service: 'Colour' },
];

const titles: Record<string, string> = {
  today: "Today's bookings",
  clients: 'Clients',
  settings: 'Settings',
};

export default function BottomNavigationAppFrame() {
  const [value, setValue] = React.useState('today');

  return (
    <Paper
      variant="outlined"
      sx={{
        maxWidth: 360,
        width: '100%',
        height: 420,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
      }}
    >
      <Typography variant="h6" component="h3" sx={{ px: 2, pt: 2 }}>
        {titles[value]}
      </Typography>
      <List
        tabIndex={0}
        aria-label={titles[value]}
        sx={{ flexGrow: 1, overflowY: 'auto' }}
      >
        {value === 'today' ? (
          bookings.map((booking) => (
            <ListItem key={booking.time}>
              <ListItemAvatar>
                <Avatar sx={{ bgcolor: 'primary.main', fontSize: '0.8rem' }}>
                  {booking.time}
                </Avatar>
              </ListItemAvatar>
              <ListItemText primary={booking.name} secondary={booking.service} />
            </ListItem>
          ))
        ) : (
          <ListItem>
            <ListItemText secondary="Nothing here yet." />
          </ListItem>
        )}
      </List>
      <BottomNavigation
        component="nav"
        aria-label="Salon app"
        showLabels
        value={value}
        onChange={(_event, next: string) => setValue(next)}
        sx={{ borderTop: 1, borderColor: 'divider', flexShrink: 0 }}
      >
        <BottomNavigationAction
          label="Today"
          value="today"
          icon={<CalendarMonthIcon />}
          aria-current={value === 'today' ? 'page' : undefined}
        />
        <BottomNavigationAction
          label="Clients"
          value="clients"
          icon={<GroupIcon />}
          aria-current={value === 'clients' ? 'page' : undefined}
        />
        <BottomNavigationAction
          label="Settings"
          value="settings"
          icon={<SettingsIcon />}
          aria-current={value === 'settings' ? 'page' : undefined}
        />
      </BottomNavigation>
    </Paper>
  );
}
