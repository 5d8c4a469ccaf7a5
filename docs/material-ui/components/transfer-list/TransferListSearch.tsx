import * as React from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

function without(items: string[], removed: string[]) {
  return items.filter((item) => !removed.includes(item));
}

function matches(name: string, query: string) {
  return name.toLocaleLowerCase().includes(query.trim().toLocaleLowerCase());
}

function PeopleList(props: {
  title: string;
  people: string[];
  checked: string[];
  onToggle: (name: string) => void;
  query: string;
  onQueryChange: (query: string) => void;
}) {
  const visible = props.people.filter((name) => matches(name, props.query));

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 260, p: 1.5 }}>
      <TextField
        label={`Search ${props.title.toLowerCase()}`}
        type="search"
        size="small"
        fullWidth
        value={props.query}
        onChange={(event) => props.onQueryChange(event.target.value)}
      />
      <List dense aria-label={props.title} sx={{ height: 200, overflow: 'auto' }}>
        {visible.map((name) => (
          <ListItem key={name} sx={{ py: 0 }}>
            <FormControlLabel
              label={name}
              control={
                <Checkbox
                  size="small"
                  checked={props.checked.includes(name)}
                  onChange={() => props.onToggle(name)}
                />
              }
            />
          </ListItem>
        ))}
      </List>
      <Typography variant="caption" role="status" sx={{ color: 'text.secondary' }}>
        {visible.length === 0
          ? `No one matches “${props.query.trim()}”.`
          : `${props.title}: showing ${visible.length} of ${props.people.length}`}
      </Typography>
    </Paper>
  );
}

export default function TransferListSearch() {
  const [people, setPeople] = React.useState([
    'Aiko Tanaka',
    'Bruno Carvalho',
    'Chiara Ricci',
    'Dmitri Volkov',
    'Fatima Al-Sayed',
    'Grace Mensah',
    'Henrik Lund',
    'Isabel Ortega',
    'Kwame Boateng',
    'Léa Moreau',
  ]);
  const [members, setMembers] = React.useState(['Nadia Haddad', 'Owen Price']);
  const [checked, setChecked] = React.useState<string[]>([]);
  const [peopleQuery, setPeopleQuery] = React.useState('');
  const [membersQuery, setMembersQuery] = React.useState('');

  const toggle = (name: string) =>
    setChecked((previous) =>
      previous.includes(name) ? without(previous, [name]) : [...previous, name],
    );

  // Only checked names the reader can currently see are moved.
  const toAdd = people.filter(
    (name) => checked.includes(name) && matches(name, peopleQuery),
  );
  const toRemove = members.filter(
    (name) => checked.includes(name) && matches(name, membersQuery),
  );

  const add = () => {
    setPeople(without(people, toAdd));
    setMembers([...members, ...toAdd].sort((a, b) => a.localeCompare(b)));
    setChecked(without(checked, toAdd));
  };
  const remove = () => {
    setMembers(without(members, toRemove));
    setPeople([...people, ...toRemove].sort((a, b) => a.localeCompare(b)));
    setChecked(without(checked, toRemove));
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center' }}
    >
      <PeopleList
        title="People"
        people={people}
        checked={checked}
        onToggle={toggle}
        query={peopleQuery}
        onQueryChange={setPeopleQuery}
      />
      <Stack direction={{ xs: 'row', sm: 'column' }} spacing={1}>
        <Button
          variant="contained"
          size="small"
          disabled={toAdd.length === 0}
          onClick={add}
        >
          Add {toAdd.length > 0 ? toAdd.length : ''}
        </Button>
        <Button
          variant="outlined"
          size="small"
          disabled={toRemove.length === 0}
          onClick={remove}
        >
          Remove {toRemove.length > 0 ? toRemove.length : ''}
        </Button>
      </Stack>
      <PeopleList
        title="Channel members"
        people={members}
        checked={checked}
        onToggle={toggle}
        query={membersQuery}
        onQueryChange={setMembersQuery}
      />
    </Stack>
  );
}
