import type { GridColDef } from '@mui/x-data-grid';

export interface TeamMember {
  id: number;
  name: string;
  role: string;
  office: string;
  startDate: Date;
}

export const team: TeamMember[] = [
  {
    id: 1,
    name: 'Hannah Okafor',
    role: 'Engineering manager',
    office: 'London',
    startDate: new Date(Date.UTC(2019, 3, 1)),
  },
  {
    id: 2,
    name: 'Diego Martín',
    role: 'Backend engineer',
    office: 'Madrid',
    startDate: new Date(Date.UTC(2021, 8, 13)),
  },
  {
    id: 3,
    name: 'Aiko Suzuki',
    role: 'Product designer',
    office: 'Tokyo',
    startDate: new Date(Date.UTC(2020, 0, 6)),
  },
  {
    id: 4,
    name: 'Lukas Novak',
    role: 'Frontend engineer',
    office: 'Prague',
    startDate: new Date(Date.UTC(2022, 4, 2)),
  },
  {
    id: 5,
    name: 'Grace Mwangi',
    role: 'Data analyst',
    office: 'Nairobi',
    startDate: new Date(Date.UTC(2023, 1, 20)),
  },
  {
    id: 6,
    name: 'Olivier Laurent',
    role: 'Site reliability engineer',
    office: 'Paris',
    startDate: new Date(Date.UTC(2018, 10, 5)),
  },
  {
    id: 7,
    name: 'Meera Pillai',
    role: 'QA engineer',
    office: 'Bengaluru',
    startDate: new Date(Date.UTC(2021, 2, 15)),
  },
  {
    id: 8,
    name: 'Tomás Silva',
    role: 'Frontend engineer',
    office: 'Lisbon',
    startDate: new Date(Date.UTC(2024, 0, 8)),
  },
  {
    id: 9,
    name: 'Sara Lindqvist',
    role: 'Product manager',
    office: 'Stockholm',
    startDate: new Date(Date.UTC(2020, 7, 24)),
  },
  {
    id: 10,
    name: 'Kofi Boateng',
    role: 'Backend engineer',
    office: 'Accra',
    startDate: new Date(Date.UTC(2022, 9, 3)),
  },
  {
    id: 11,
    name: 'Emily Chen',
    role: 'Technical writer',
    office: 'Vancouver',
    startDate: new Date(Date.UTC(2023, 5, 12)),
  },
  {
    id: 12,
    name: 'Rafael Souza',
    role: 'Mobile engineer',
    office: 'São Paulo',
    startDate: new Date(Date.UTC(2019, 11, 2)),
  },
];

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export const teamColumns: GridColDef<TeamMember>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 180 },
  { field: 'office', headerName: 'Office', width: 120 },
  {
    field: 'startDate',
    headerName: 'Joined',
    type: 'date',
    width: 130,
    valueFormatter: (value: Date) => dateFormat.format(value),
  },
];
