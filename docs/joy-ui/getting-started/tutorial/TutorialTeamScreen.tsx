import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import PersonAdd from '@mui/icons-material/PersonAdd';
import Search from '@mui/icons-material/Search';

interface Member {
  email: string;
  role: 'Admin' | 'Editor' | 'Invited';
  lastActive: string;
}

const INITIAL: Member[] = [
  { email: 'ana@northwind.studio', role: 'Admin', lastActive: 'Today' },
  { email: 'kenji@northwind.studio', role: 'Editor', lastActive: 'Yesterday' },
  { email: 'priya@northwind.studio', role: 'Editor', lastActive: 'Mar 3' },
];

const hideOnPhones = { display: { xs: 'none', sm: 'table-cell' } };

export default function TutorialTeamScreen() {
  const [members, setMembers] = React.useState(INITIAL);
  const [query, setQuery] = React.useState('');
  const [email, setEmail] = React.useState('');

  const invite = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (members.some((member) => member.email === address)) return;
    setMembers((list) => [
      ...list,
      { email: address, role: 'Invited', lastActive: '-' },
    ]);
    setEmail('');
  };
  const shown = members.filter((member) => member.email.includes(query.trim()));

  return (
    <Sheet
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 'md', bgcolor: 'background.body' }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', mb: 2 }}
      >
        <div>
          <Typography level="h4" component="h2">
            Team members
          </Typography>
          <Typography level="body-sm">
            {members.length} people have access to Northwind Studio.
          </Typography>
        </div>
        <Input
          type="search"
          size="sm"
          placeholder="Filter by email"
          startDecorator={<Search />}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{ input: { 'aria-label': 'Filter members by email' } }}
          sx={{ width: { xs: '100%', sm: 220 }, alignSelf: { sm: 'center' } }}
        />
      </Stack>
      <Box component="form" onSubmit={invite} sx={{ mb: 2 }}>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'flex-end' }}
        >
          <FormControl required sx={{ flex: 1, minWidth: 0 }}>
            <FormLabel>Invite by email</FormLabel>
            <Input
              type="email"
              placeholder="name@northwind.studio"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </FormControl>
          <Button type="submit" startDecorator={<PersonAdd />}>
            Invite
          </Button>
        </Stack>
      </Box>
      <Table size="sm" hoverRow sx={{ '& td': { overflowWrap: 'anywhere' } }}>
        <thead>
          <tr>
            <th>Email</th>
            <th style={{ width: 96 }}>Role</th>
            <Box component="th" sx={{ ...hideOnPhones, width: 96 }}>
              Last active
            </Box>
          </tr>
        </thead>
        <tbody>
          {shown.map((member) => (
            <tr key={member.email}>
              <td>{member.email}</td>
              <td>
                <Chip
                  size="sm"
                  variant="soft"
                  color={member.role === 'Invited' ? 'warning' : 'neutral'}
                >
                  {member.role}
                </Chip>
              </td>
              <Box component="td" sx={hideOnPhones}>
                {member.lastActive}
              </Box>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
