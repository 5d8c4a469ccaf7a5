import * as React from 'react';
import Badge from '@mui/material/Badge';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import PersonOutlineIcon from '@mui/icons-material/PersonOutline';

export default function BottomNavigationBadges() {
  const [value, setValue] = React.useState('chats');
  const unreadChats = 4;
  const alerts = 12;

  return (
    <Paper
      variant="outlined"
      sx={{ maxWidth: 400, width: '100%', overflow: 'hidden' }}
    >
      <BottomNavigation
        component="nav"
        aria-label="Messenger"
        showLabels
        value={value}
        onChange={(_event, next: string) => setValue(next)}
      >
        <BottomNavigationAction
          value="chats"
          label="Chats"
          aria-label={`Chats, ${unreadChats} unread`}
          aria-current={value === 'chats' ? 'page' : undefined}
          icon={
            <Badge badgeContent={unreadChats} color="primary">
              <ChatBubbleOutlineIcon />
            </Badge>
          }
        />
        <BottomNavigationAction
          value="alerts"
          label="Alerts"
          aria-label={`Alerts, ${alerts} new`}
          aria-current={value === 'alerts' ? 'page' : undefined}
          icon={
            <Badge badgeContent={alerts} max={9} color="error">
              <NotificationsNoneIcon />
            </Badge>
          }
        />
        <BottomNavigationAction
          value="profile"
          label="Profile"
          aria-current={value === 'profile' ? 'page' : undefined}
          icon={<PersonOutlineIcon />}
        />
      </BottomNavigation>
    </Paper>
  );
}
