import * as React from 'react';
import Table from '@mui/joy/Table';

const INVOICES = [
  { id: 'INV-1042', client: 'Northwind', due: 'Apr 2', amount: '$1,280.00' },
  { id: 'INV-1043', client: 'Globex', due: 'Apr 9', amount: '$640.50' },
  { id: 'INV-1044', client: 'Initech', due: 'Apr 15', amount: '$3,900.00' },
  { id: 'INV-1045', client: 'Umbrella', due: 'Apr 21', amount: '$215.75' },
];

export default function BasicTable() {
  return (
    <Table>
      <caption>Open invoices, April</caption>
      <thead>
        <tr>
          <th scope="col">Invoice</th>
          <th scope="col">Client</th>
          <th scope="col">Due</th>
          <th scope="col" style={{ textAlign: 'right' }}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {INVOICES.map((invoice) => (
          <tr key={invoice.id}>
            <td>{invoice.id}</td>
            <td>{invoice.client}</td>
            <td>{invoice.due}</td>
            <td style={{ textAlign: 'right' }}>{invoice.amount}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
