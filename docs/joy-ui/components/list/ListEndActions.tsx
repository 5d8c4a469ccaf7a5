import * as React from 'react';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';

const MEMBERS = [
  { name: 'Grace Liu', role: 'Admin' },
  { name: 'Mateo Rossi', role: 'Editor' },
  { name: 'Zoe Becker', role: 'Viewer' },
];

export default function ListEndActions() {
  const [members, setMembers] = React.useState(MEMBERS);
  return (
    <Stack spacing={1.5} sx={{ maxWidth: 320, alignItems: 'flex-start' }}>
      <List
        aria-label="Project members"
        variant="outlined"
        sx={{ width: '100%', borderRadius: 'sm' }}
      >
        {members.map((member) => (
          <ListItem
            key={member.name}
            endAction={
              <IconButton
                aria-label={`Remove ${member.name}`}
                size="sm"
                color="danger"
                onClick={() =>
                  setMembers((list) => list.filter((item) => item !== member))
                }
              >
                <DeleteOutline />
              </IconButton>
            }
          >
            <ListItemContent>
              <Typography level="title-sm">{member.name}</Typography>
              <Typography level="body-xs">{member.role}</Typography>
            </ListItemContent>
          </ListItem>
        ))}
        {members.length === 0 && <ListItem>No members left.</ListItem>}
      </List>
      <Button
        size="sm"
        variant="outlined"
        color="neutral"
        disabled={members.length === MEMBERS.length}
        onClick={() => setMembers(MEMBERS)}
      >
        Restore members
      </Button>
    </Stack>
  );
}
