import * as React from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { deDE, enUS, esES, frFR, jaJP, ptBR } from '@mui/material/locale';

// Material UI's locale plus the app's own strings, which come from your i18n setup.
const locales = {
  enUS: {
    name: 'English (US)',
    lang: 'en-US',
    localization: enUS,
    text: { alert: 'Your report is ready.', city: 'City', rating: 'Rating' },
  },
  deDE: {
    name: 'Deutsch',
    lang: 'de-DE',
    localization: deDE,
    text: { alert: 'Ihr Bericht ist fertig.', city: 'Stadt', rating: 'Bewertung' },
  },
  frFR: {
    name: 'Français',
    lang: 'fr-FR',
    localization: frFR,
    text: { alert: 'Votre rapport est prêt.', city: 'Ville', rating: 'Note' },
  },
  esES: {
    name: 'Español',
    lang: 'es-ES',
    localization: esES,
    text: { alert: 'Tu informe está listo.', city: 'Ciudad', rating: 'Valoración' },
  },
  ptBR: {
    name: 'Português (Brasil)',
    lang: 'pt-BR',
    localization: ptBR,
    text: {
      alert: 'Seu relatório está pronto.',
      city: 'Cidade',
      rating: 'Avaliação',
    },
  },
  jaJP: {
    name: '日本語',
    lang: 'ja-JP',
    localization: jaJP,
    text: { alert: 'レポートの準備ができました。', city: '都市', rating: '評価' },
  },
};

type LocaleKey = keyof typeof locales;

const cities = ['Berlin', 'Kyoto', 'Lisbon', 'Lyon', 'Madrid', 'São Paulo'];

export default function LocalizationLocaleSwitcher() {
  const [localeKey, setLocaleKey] = React.useState<LocaleKey>('deDE');
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);
  const [rating, setRating] = React.useState<number | null>(4);
  const [showAlert, setShowAlert] = React.useState(true);
  const labelId = React.useId();
  const locale = locales[localeKey];
  const { components } = locale.localization;

  // A light theme of its own, rebuilt with the locale's defaults when the language changes.
  const theme = React.useMemo(() => createTheme({}, locale.localization), [locale]);

  // Texts that only assistive technology (and a hover tooltip) reveals.
  const hiddenTexts = [
    ['Alert close button', components?.MuiAlert?.defaultProps.closeText ?? 'Close'],
    [
      'Autocomplete clear button',
      components?.MuiAutocomplete?.defaultProps.clearText ?? 'Clear',
    ],
    [
      'Rating, 4 of 5',
      components?.MuiRating?.defaultProps.getLabelText?.(4) ?? '4 Stars',
    ],
  ];

  return (
    <Stack spacing={2}>
      <FormControl size="small" sx={{ maxWidth: 240 }}>
        <InputLabel id={labelId}>Language</InputLabel>
        <Select
          labelId={labelId}
          label="Language"
          value={localeKey}
          onChange={(event) => {
            setLocaleKey(event.target.value as LocaleKey);
            setShowAlert(true);
          }}
        >
          {Object.entries(locales).map(([key, { name, lang }]) => (
            <MenuItem key={key} value={key} lang={lang}>
              {name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <ThemeProvider theme={theme}>
        <Paper variant="outlined" lang={locale.lang} sx={{ p: 2 }}>
          <Stack spacing={2}>
            {showAlert ? (
              <Alert severity="success" onClose={() => setShowAlert(false)}>
                {locale.text.alert}
              </Alert>
            ) : null}
            <Autocomplete
              options={cities}
              defaultValue="Lisbon"
              renderInput={(params) => (
                <TextField {...params} label={locale.text.city} />
              )}
            />
            <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
              <Typography component="legend" variant="body2" sx={{ p: 0 }}>
                {locale.text.rating}
              </Typography>
              <Rating
                name="locale-rating"
                value={rating}
                onChange={(_event, value) => setRating(value)}
              />
            </Box>
            <TablePagination
              component="div"
              count={42}
              page={page}
              onPageChange={(_event, newPage) => setPage(newPage)}
              rowsPerPage={rowsPerPage}
              rowsPerPageOptions={[5, 10, 25]}
              onRowsPerPageChange={(event) => {
                setRowsPerPage(Number(event.target.value));
                setPage(0);
              }}
            />
          </Stack>
        </Paper>
      </ThemeProvider>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1 }}
      >
        {hiddenTexts.map(([label, text]) => (
          <React.Fragment key={label}>
            <Typography
              component="dt"
              variant="body2"
              sx={{ color: 'text.secondary' }}
            >
              {label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              lang={locale.lang}
              sx={{ m: 0 }}
            >
              {text}
            </Typography>
          </React.Fragment>
        ))}
      </Box>
    </Stack>
  );
}
