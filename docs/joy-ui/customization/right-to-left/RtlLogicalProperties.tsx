import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Box from '@mui/joy/Box';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import Drafts from '@mui/icons-material/Drafts';
import Inbox from '@mui/icons-material/Inbox';
import Search from '@mui/icons-material/Search';
import Sync from '@mui/icons-material/Sync';

const FOLDERS = [
  { name: 'Inbox', icon: <Inbox />, count: 12 },
  { name: 'Drafts', icon: <Drafts />, count: 3 },
];

function MailPanel({ dir, label }: { dir: 'ltr' | 'rtl'; label: string }) {
  return (
    <Box
      dir={dir}
      role="group"
      aria-label={label}
      sx={{ flex: '1 1 240px', maxWidth: 320 }}
    >
      <Typography level="title-sm" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Sheet variant="outlined" sx={{ p: 1.5, borderRadius: 'md' }}>
        <Input
          size="sm"
          aria-label="Search mail"
          placeholder="Search mail"
          startDecorator={<Search />}
        />
        <List size="sm" sx={{ '--List-padding': '0px', my: 1 }}>
          {FOLDERS.map((folder) => (
            <ListItem key={folder.name}>
              <ListItemButton>
                <ListItemDecorator>{folder.icon}</ListItemDecorator>
                <ListItemContent>{folder.name}</ListItemContent>
                <Typography level="body-xs">{folder.count}</Typography>
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center' }}
        >
          <Typography level="body-xs" startDecorator={<Sync />}>
            Synced now
          </Typography>
          <AvatarGroup size="sm">
            <Avatar>LM</Avatar>
            <Avatar>JS</Avatar>
            <Avatar>+4</Avatar>
          </AvatarGroup>
        </Stack>
      </Sheet>
    </Box>
  );
}

export default function RtlLogicalProperties() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <MailPanel dir="ltr" label="Left to right" />
      <MailPanel dir="rtl" label="Right to left" />
    </Stack>
  );
}
