import * as React from 'react';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Home from '@mui/icons-material/Home';

const LINKS = ['Projects', 'Reports', 'Team'];

export default function HorizontalList() {
  const [current, setCurrent] = React.useState('Projects');
  // The demo stays on this page; a real app lets the link navigate.
  const select = (event: React.MouseEvent, page: string) => {
    event.preventDefault();
    setCurrent(page);
  };
  return (
    <nav aria-label="Project sections">
      <List
        orientation="horizontal"
        wrap
        variant="outlined"
        sx={{ borderRadius: 'sm', display: 'inline-flex', flexGrow: 0 }}
      >
        <ListItem>
          <ListItemButton
            component="a"
            href="#home"
            aria-label="Home"
            selected={current === 'Home'}
            aria-current={current === 'Home' ? 'page' : undefined}
            onClick={(event) => select(event, 'Home')}
          >
            <Home />
          </ListItemButton>
        </ListItem>
        <ListDivider aria-hidden="true" />
        {LINKS.map((link) => (
          <ListItem key={link}>
            <ListItemButton
              component="a"
              href={`#${link.toLowerCase()}`}
              selected={current === link}
              aria-current={current === link ? 'page' : undefined}
              onClick={(event) => select(event, link)}
            >
              {link}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );
}
