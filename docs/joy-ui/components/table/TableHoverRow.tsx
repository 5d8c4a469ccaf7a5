import * as React from 'react';
import Table from '@mui/joy/Table';

const ORDERS = [
  { id: '#3021', customer: 'Ines Duarte', status: 'Shipped' },
  { id: '#3022', customer: 'Tom Becker', status: 'Packing' },
  { id: '#3023', customer: 'Aiko Tanaka', status: 'Delivered' },
  { id: '#3024', customer: 'Omar Haddad', status: 'Shipped' },
];

export default function TableHoverRow() {
  return (
    <Table hoverRow>
      <thead>
        <tr>
          <th scope="col">Order</th>
          <th scope="col">Customer</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {ORDERS.map((order) => (
          <tr key={order.id}>
            <td>{order.id}</td>
            <td>{order.customer}</td>
            <td>{order.status}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
