import * as React from 'react';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import SearchRounded from '@mui/icons-material/SearchRounded';

const DOCUMENTS = [
  'Q3 revenue report.xlsx',
  'Brand guidelines.pdf',
  'Onboarding checklist.docx',
  'Q3 board deck.pptx',
  'Office lease 2024.pdf',
  'Hiring plan.xlsx',
];

export default function InputDebouncedSearch() {
  const [query, setQuery] = React.useState('');
  const [debouncedQuery, setDebouncedQuery] = React.useState('');

  // Filter only once typing pauses for 300 ms, instead of on every keystroke.
  React.useEffect(() => {
    const timer = setTimeout(() => setDebouncedQuery(query.trim()), 300);
    return () => clearTimeout(timer);
  }, [query]);

  const results = DOCUMENTS.filter((name) =>
    name.toLowerCase().includes(debouncedQuery.toLowerCase()),
  );

  return (
    <Stack spacing={1} sx={{ maxWidth: 320 }}>
      <Input
        type="search"
        aria-label="Search documents"
        placeholder="Search documents"
        startDecorator={<SearchRounded />}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <Typography level="body-xs" aria-live="polite">
        {results.length} of {DOCUMENTS.length} documents
      </Typography>
      <List size="sm">
        {results.map((name) => (
          <ListItem key={name}>{name}</ListItem>
        ))}
      </List>
    </Stack>
  );
}
