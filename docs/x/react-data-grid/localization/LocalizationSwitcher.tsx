import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { DataGrid, GridColDef, GridToolbar } from '@mui/x-data-grid';
import { deDE, enUS, frFR, jaJP, ptBR } from '@mui/x-data-grid/locales';
import { Booking, bookings } from './bookings';

interface Language {
  label: string;
  /** BCP 47 tag for `Intl` formatting and the `lang` attribute. */
  tag: string;
  grid: typeof enUS;
  /** The grid's accessible name, in the same language as its texts. */
  name: string;
  headers: Record<'guest' | 'hotel' | 'checkIn' | 'nights' | 'total', string>;
}

const languages: Record<string, Language> = {
  en: {
    label: 'English',
    name: 'Bookings',
    tag: 'en-GB',
    grid: enUS,
    headers: {
      guest: 'Guest',
      hotel: 'Hotel',
      checkIn: 'Check-in',
      nights: 'Nights',
      total: 'Total',
    },
  },
  de: {
    label: 'Deutsch',
    name: 'Buchungen',
    tag: 'de-DE',
    grid: deDE,
    headers: {
      guest: 'Gast',
      hotel: 'Hotel',
      checkIn: 'Anreise',
      nights: 'Nächte',
      total: 'Betrag',
    },
  },
  fr: {
    label: 'Français',
    name: 'Réservations',
    tag: 'fr-FR',
    grid: frFR,
    headers: {
      guest: 'Client',
      hotel: 'Hôtel',
      checkIn: 'Arrivée',
      nights: 'Nuits',
      total: 'Montant',
    },
  },
  pt: {
    label: 'Português (Brasil)',
    name: 'Reservas',
    tag: 'pt-BR',
    grid: ptBR,
    headers: {
      guest: 'Hóspede',
      hotel: 'Hotel',
      checkIn: 'Entrada',
      nights: 'Noites',
      total: 'Total',
    },
  },
  ja: {
    label: '日本語',
    name: '予約',
    tag: 'ja-JP',
    grid: jaJP,
    headers: {
      guest: '宿泊者',
      hotel: 'ホテル',
      checkIn: 'チェックイン',
      nights: '泊数',
      total: '合計',
    },
  },
};

function buildColumns({ tag, headers }: Language): GridColDef<Booking>[] {
  const money = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' });
  const date = new Intl.DateTimeFormat(tag, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  return [
    { field: 'guest', headerName: headers.guest, width: 150 },
    { field: 'hotel', headerName: headers.hotel, width: 150 },
    {
      field: 'checkIn',
      headerName: headers.checkIn,
      type: 'date',
      width: 130,
      valueFormatter: (value: Date) => date.format(value),
    },
    { field: 'nights', headerName: headers.nights, type: 'number', width: 90 },
    {
      field: 'total',
      headerName: headers.total,
      type: 'number',
      width: 120,
      valueFormatter: (value: number) => money.format(value),
    },
  ];
}

export default function LocalizationSwitcher() {
  const [code, setCode] = React.useState('en');
  const language = languages[code];
  const columns = React.useMemo(() => buildColumns(language), [language]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControl size="small" sx={{ mb: 1.5, minWidth: 220 }}>
        <InputLabel id="grid-language-label">Grid language</InputLabel>
        <Select
          labelId="grid-language-label"
          label="Grid language"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        >
          {Object.entries(languages).map(([value, { label, tag }]) => (
            <MenuItem key={value} value={value} lang={tag}>
              {label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Box sx={{ height: 380, width: '100%' }} lang={language.tag}>
        <DataGrid
          rows={bookings}
          columns={columns}
          aria-label={language.name}
          localeText={language.grid.components.MuiDataGrid.defaultProps.localeText}
          checkboxSelection
          slots={{ toolbar: GridToolbar }}
          slotProps={{ toolbar: { showQuickFilter: true } }}
          initialState={{
            pagination: { paginationModel: { page: 0, pageSize: 10 } },
          }}
          pageSizeOptions={[5, 10, 25]}
        />
      </Box>
    </Box>
  );
}
