import * as React from 'react';
import Table from '@mui/joy/Table';

const EXPENSES = [
  { item: 'Flights to Lisbon', category: 'Travel', amount: 412.6 },
  { item: 'Hotel, 3 nights', category: 'Lodging', amount: 378 },
  { item: 'Client dinner', category: 'Meals', amount: 146.25 },
  { item: 'Airport taxi', category: 'Travel', amount: 38.9 },
];

const format = (amount: number) =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

export default function TableFooter() {
  const total = EXPENSES.reduce((sum, expense) => sum + expense.amount, 0);
  return (
    <Table variant="outlined" sx={{ borderRadius: 'sm' }}>
      <caption>Expense report, Lisbon trip</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Category</th>
          <th scope="col" style={{ textAlign: 'right' }}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {EXPENSES.map((expense) => (
          <tr key={expense.item}>
            <td>{expense.item}</td>
            <td>{expense.category}</td>
            <td style={{ textAlign: 'right' }}>{format(expense.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            Total
          </th>
          <td style={{ textAlign: 'right', fontWeight: 600 }}>{format(total)}</td>
        </tr>
      </tfoot>
    </Table>
  );
}
