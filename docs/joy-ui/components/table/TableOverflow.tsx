import * as React from 'react';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';

const EMPLOYEES = [
  {
    name: 'Naomi Clarke',
    team: 'Platform',
    location: 'Toronto',
    start: '2019-04-01',
    email: 'naomi.clarke@example.com',
  },
  {
    name: 'Rafael Costa',
    team: 'Design',
    location: 'São Paulo',
    start: '2021-09-13',
    email: 'rafael.costa@example.com',
  },
  {
    name: 'Mei Lin',
    team: 'Data',
    location: 'Singapore',
    start: '2022-02-07',
    email: 'mei.lin@example.com',
  },
];

export default function TableOverflow() {
  return (
    <Sheet
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Employee directory"
      sx={{ overflow: 'auto', borderRadius: 'sm' }}
    >
      <Table sx={{ minWidth: 640 }}>
        <thead>
          <tr>
            <th scope="col" style={{ width: 140 }}>
              Name
            </th>
            <th scope="col" style={{ width: 90 }}>
              Team
            </th>
            <th scope="col" style={{ width: 100 }}>
              Location
            </th>
            <th scope="col" style={{ width: 110 }}>
              Start date
            </th>
            <th scope="col" style={{ width: 200 }}>
              Email
            </th>
          </tr>
        </thead>
        <tbody>
          {EMPLOYEES.map((employee) => (
            <tr key={employee.email}>
              <th scope="row">{employee.name}</th>
              <td>{employee.team}</td>
              <td>{employee.location}</td>
              <td>{employee.start}</td>
              <td>{employee.email}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
