import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import CircularProgress from '@mui/joy/CircularProgress';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

interface Repository {
  label: string;
}

const REPOSITORIES: Repository[] = [
  { label: 'acme/web-app' },
  { label: 'acme/mobile' },
  { label: 'acme/design-tokens' },
  { label: 'acme/billing-service' },
  { label: 'acme/infrastructure' },
];

// Stands in for a request to a server that answers after 1.5 seconds.
function fetchRepositories(): Promise<Repository[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(REPOSITORIES), 1500);
  });
}

export default function AutocompleteAsync() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState<Repository[]>([]);
  const [loading, setLoading] = React.useState(false);

  const handleOpen = async () => {
    setOpen(true);
    if (options.length > 0 || loading) {
      return;
    }
    setLoading(true);
    const repositories = await fetchRepositories();
    setOptions(repositories);
    setLoading(false);
  };

  return (
    <FormControl sx={{ maxWidth: 320 }}>
      <FormLabel>Repository</FormLabel>
      <Autocomplete
        placeholder="Open to load repositories"
        open={open}
        onOpen={handleOpen}
        onClose={() => setOpen(false)}
        options={options}
        loading={loading}
        loadingText="Loading repositories…"
        endDecorator={loading ? <CircularProgress size="sm" /> : null}
      />
    </FormControl>
  );
}
