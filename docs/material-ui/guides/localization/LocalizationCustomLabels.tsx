import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import { createTheme, ThemeProvider, type ThemeOptions } from '@mui/material/styles';
import { deDE } from '@mui/material/locale';

// App-specific wording that replaces some of the generic German labels.
const customerLabels: ThemeOptions = {
  components: {
    MuiAutocomplete: {
      defaultProps: { noOptionsText: 'Kein Kunde mit diesem Namen' },
    },
    MuiTablePagination: {
      defaultProps: {
        labelRowsPerPage: 'Kunden pro Seite:',
        labelDisplayedRows: ({ from, to, count }) =>
          `Kunden ${from}–${to} von ${count}`,
      },
    },
  },
};

// Later arguments win: the custom labels go after the locale.
const theme = createTheme({}, deDE, customerLabels);

const customers = ['Anna Becker', 'Jonas Wagner', 'Lea Hoffmann', 'Paul Schneider'];

export default function LocalizationCustomLabels() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(10);

  return (
    <ThemeProvider theme={theme}>
      <Paper variant="outlined" lang="de-DE" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Autocomplete
            options={customers}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Kunde"
                helperText="Versuchen Sie es mit „Meier“"
              />
            )}
          />
          <TablePagination
            component="div"
            count={128}
            page={page}
            onPageChange={(_event, newPage) => setPage(newPage)}
            rowsPerPage={rowsPerPage}
            onRowsPerPageChange={(event) => {
              setRowsPerPage(Number(event.target.value));
              setPage(0);
            }}
          />
        </Stack>
      </Paper>
    </ThemeProvider>
  );
}
