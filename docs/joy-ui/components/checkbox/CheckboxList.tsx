import * as React from 'react';
import Checkbox from '@mui/joy/Checkbox';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

const PERMISSIONS = [
  'View projects',
  'Edit projects',
  'Invite members',
  'Manage billing',
];

export default function CheckboxList() {
  const id = React.useId();
  const [granted, setGranted] = React.useState<string[]>(['View projects']);
  return (
    <div>
      <Typography id={id} level="title-sm" sx={{ mb: 1 }}>
        Editor role permissions
      </Typography>
      <List
        role="group"
        aria-labelledby={id}
        variant="outlined"
        sx={{ borderRadius: 'sm', maxWidth: 320 }}
      >
        {PERMISSIONS.map((permission) => (
          <ListItem key={permission}>
            <Checkbox
              overlay
              label={permission}
              checked={granted.includes(permission)}
              onChange={(event) =>
                setGranted((current) =>
                  event.target.checked
                    ? [...current, permission]
                    : current.filter((item) => item !== permission),
                )
              }
            />
          </ListItem>
        ))}
      </List>
    </div>
  );
}
