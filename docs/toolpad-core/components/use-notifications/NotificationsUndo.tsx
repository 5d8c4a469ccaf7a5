import * as React from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import {
  NotificationsProvider,
  useNotifications,
} from '@toolpad/core/useNotifications';

interface Message {
  id: number;
  from: string;
  subject: string;
}

const inbox: Message[] = [
  { id: 1, from: 'Hiroshi Tanaka', subject: 'Revised quote for the Kyoto fit-out' },
  { id: 2, from: 'Elena Petrova', subject: 'Holiday rota for December' },
  { id: 3, from: 'Marcus Webb', subject: 'Return request for order #10388' },
];

function Inbox() {
  const notifications = useNotifications();
  const [archived, setArchived] = React.useState<number[]>([]);

  const handleArchive = (message: Message) => {
    setArchived((previous) => [...previous, message.id]);
    const key = notifications.show(`Archived “${message.subject}”.`, {
      autoHideDuration: 6000,
      actionText: 'Undo',
      onAction: () => {
        setArchived((previous) => previous.filter((id) => id !== message.id));
        // The action doesn't close the notification by itself.
        notifications.close(key);
      },
    });
  };

  const visible = inbox.filter((message) => !archived.includes(message.id));

  return (
    <div>
      <List dense aria-label="Inbox">
        {visible.map((message) => (
          <ListItem key={message.id} disableGutters sx={{ gap: 1 }}>
            <ListItemText primary={message.subject} secondary={message.from} />
            <Button
              size="small"
              onClick={() => handleArchive(message)}
              aria-label={`Archive “${message.subject}”`}
              sx={{ flexShrink: 0 }}
            >
              Archive
            </Button>
          </ListItem>
        ))}
      </List>
      {visible.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Inbox zero. Undo from the notification to bring a message back.
        </Typography>
      ) : null}
    </div>
  );
}

export default function NotificationsUndo() {
  return (
    <NotificationsProvider>
      <Inbox />
    </NotificationsProvider>
  );
}
