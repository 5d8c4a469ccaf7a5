import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import Search from '@mui/icons-material/Search';

const MEMBERS = [
  { name: 'Ana Torres', email: 'ana@northwind.studio', role: 'Admin' },
  { name: 'Kenji Watanabe', email: 'kenji@northwind.studio', role: 'Editor' },
  { name: 'Priya Raman', email: 'priya@northwind.studio', role: 'Editor' },
  { name: 'Tom Becker', email: 'tom@northwind.studio', role: 'Viewer' },
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

export default function TutorialMemberSearch() {
  const [query, setQuery] = React.useState('');
  const matches = MEMBERS.filter((member) =>
    `${member.name} ${member.email}`.toLowerCase().includes(query.toLowerCase()),
  );

  return (
    <Box sx={{ maxWidth: 480 }}>
      <Input
        type="search"
        placeholder="Search by name or email"
        startDecorator={<Search />}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        slotProps={{ input: { 'aria-label': 'Search members' } }}
      />
      <List sx={{ mt: 1, '--ListItem-paddingX': '0px' }}>
        {matches.map((member) => (
          <ListItem key={member.email}>
            <ListItemDecorator>
              <Avatar size="sm">{initials(member.name)}</Avatar>
            </ListItemDecorator>
            <ListItemContent sx={{ minWidth: 0 }}>
              <Typography level="title-sm">{member.name}</Typography>
              <Typography level="body-xs" component="p" noWrap>
                {member.email}
              </Typography>
            </ListItemContent>
            <Chip
              size="sm"
              variant="soft"
              color={member.role === 'Admin' ? 'primary' : 'neutral'}
            >
              {member.role}
            </Chip>
          </ListItem>
        ))}
      </List>
      <Typography level="body-sm" aria-live="polite" sx={{ mt: 1 }}>
        {matches.length === 0
          ? `No one matches “${query}”.`
          : `${matches.length} of ${MEMBERS.length} members`}
      </Typography>
    </Box>
  );
}
