import * as React from 'react';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';

export default function TextFieldSearch() {
  const [query, setQuery] = React.useState('');
  const [submitted, setSubmitted] = React.useState('');

  return (
    <div>
      <Paper
        component="form"
        role="search"
        variant="outlined"
        onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          setSubmitted(query.trim());
        }}
        sx={{
          display: 'flex',
          alignItems: 'center',
          maxWidth: 420,
          px: 1,
          py: 0.25,
        }}
      >
        <InputBase
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search recipes"
          inputProps={{ 'aria-label': 'Search recipes' }}
          sx={{ flex: 1, px: 1 }}
        />
        {query ? (
          <IconButton aria-label="Clear search" onClick={() => setQuery('')}>
            <ClearIcon />
          </IconButton>
        ) : null}
        <Divider orientation="vertical" flexItem sx={{ my: 1 }} />
        <IconButton type="submit" aria-label="Search" color="primary">
          <SearchIcon />
        </IconButton>
      </Paper>
      <Typography
        variant="body2"
        role="status"
        sx={{ mt: 1, color: 'text.secondary' }}
      >
        {submitted ? `Showing recipes for “${submitted}”.` : 'Try “lentil soup”.'}
      </Typography>
    </div>
  );
}
