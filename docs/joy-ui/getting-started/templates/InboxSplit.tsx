import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Reply from '@mui/icons-material/Reply';

const MESSAGES = [
  {
    id: 'm1',
    from: 'Lena Fischer',
    subject: 'Invoice INV-2041 is overdue',
    date: '09:42',
    body: 'Hi, the invoice for the March retainer was due on Friday. Could you check whether the payment went out? I have attached the PDF again.',
  },
  {
    id: 'm2',
    from: 'Marco Silva',
    subject: 'Design review moved to Thursday',
    date: 'Yesterday',
    body: 'The client asked to push the review by two days. Same room, 14:00. The updated checkout flow is in the shared folder.',
  },
  {
    id: 'm3',
    from: 'Aisha Bello',
    subject: 'Your Q2 budget was approved',
    date: 'Mon',
    body: 'Good news: finance approved the Q2 budget as submitted, including the two contractor seats. Hiring can start next week.',
  },
];

export default function InboxSplit() {
  const [selectedId, setSelectedId] = React.useState(MESSAGES[0].id);
  const selected = MESSAGES.find((message) => message.id === selectedId)!;

  return (
    <Sheet
      variant="outlined"
      sx={{
        borderRadius: 'md',
        overflow: 'hidden',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(200px, 280px) 1fr' },
      }}
    >
      <List
        aria-label="Inbox"
        sx={{
          py: 0,
          borderRight: { sm: '1px solid' },
          borderBottom: { xs: '1px solid', sm: 'none' },
          borderColor: 'divider',
        }}
      >
        {MESSAGES.map((message, index) => (
          <React.Fragment key={message.id}>
            {index > 0 && <Divider component="li" aria-hidden="true" />}
            <ListItem>
              <ListItemButton
                selected={message.id === selectedId}
                aria-current={message.id === selectedId ? 'true' : undefined}
                onClick={() => setSelectedId(message.id)}
                sx={{ py: 1.5, alignItems: 'flex-start' }}
              >
                <ListItemContent sx={{ minWidth: 0 }}>
                  <Stack
                    direction="row"
                    sx={{ justifyContent: 'space-between', gap: 1 }}
                  >
                    <Typography level="title-sm">{message.from}</Typography>
                    <Typography level="body-xs">{message.date}</Typography>
                  </Stack>
                  <Typography level="body-sm" noWrap>
                    {message.subject}
                  </Typography>
                </ListItemContent>
              </ListItemButton>
            </ListItem>
          </React.Fragment>
        ))}
      </List>
      <Box component="article" sx={{ p: { xs: 2, sm: 3 }, minWidth: 0 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
          <Avatar size="sm">{selected.from[0]}</Avatar>
          <div>
            <Typography level="title-md">{selected.from}</Typography>
            <Typography level="body-xs">{selected.date}</Typography>
          </div>
        </Stack>
        <Typography level="title-lg" component="h3" sx={{ mb: 1 }}>
          {selected.subject}
        </Typography>
        <Typography level="body-md" sx={{ mb: 2 }}>
          {selected.body}
        </Typography>
        <Button variant="soft" size="sm" startDecorator={<Reply />}>
          Reply
        </Button>
      </Box>
    </Sheet>
  );
}
