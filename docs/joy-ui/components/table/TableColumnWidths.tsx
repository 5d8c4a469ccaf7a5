import * as React from 'react';
import Table from '@mui/joy/Table';

const TICKETS = [
  {
    id: 'SUP-481',
    subject: 'Export to CSV drops the last column when a cell contains a comma',
    priority: 'High',
  },
  {
    id: 'SUP-482',
    subject: 'Password reset email arrives after the link has expired',
    priority: 'Urgent',
  },
  {
    id: 'SUP-483',
    subject: 'Add a dark theme to the billing portal',
    priority: 'Low',
  },
];

export default function TableColumnWidths() {
  return (
    <Table noWrap>
      <thead>
        <tr>
          <th scope="col" style={{ width: 80 }}>
            Ticket
          </th>
          <th scope="col">Subject</th>
          <th scope="col" style={{ width: '20%' }}>
            Priority
          </th>
        </tr>
      </thead>
      <tbody>
        {TICKETS.map((ticket) => (
          <tr key={ticket.id}>
            <td>{ticket.id}</td>
            <td title={ticket.subject}>{ticket.subject}</td>
            <td>{ticket.priority}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
