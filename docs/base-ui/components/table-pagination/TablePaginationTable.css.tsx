import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';
import { invoices } from './data';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import styles from './TablePaginationTable.module.css';

const ROW_HEIGHT = 41;

export default function TablePaginationTable() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(5);

  const rows =
    rowsPerPage > 0
      ? invoices.slice(page * rowsPerPage, page * rowsPerPage + rowsPerPage)
      : invoices;
  // Keeps the last page as tall as the others, so the buttons don't move.
  const emptyRows = rowsPerPage > 0 ? rowsPerPage - rows.length : 0;

  return (
    <table className={styles.table}>
      <caption>Invoices</caption>
      <thead>
        <tr>
          <th scope="col">Invoice</th>
          <th scope="col">Customer</th>
          <th scope="col">Date</th>
          <th scope="col" className={styles.amount}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((invoice) => (
          <tr key={invoice.id}>
            <td>{invoice.id}</td>
            <td>{invoice.customer}</td>
            <td>{invoice.date}</td>
            <td className={styles.amount}>{invoice.amount}</td>
          </tr>
        ))}
        {emptyRows > 0 ? (
          <tr aria-hidden="true" style={{ height: ROW_HEIGHT * emptyRows }}>
            <td colSpan={4} />
          </tr>
        ) : null}
      </tbody>
      <tfoot>
        <tr>
          <TablePagination
            colSpan={4}
            count={invoices.length}
            page={page}
            rowsPerPage={rowsPerPage}
            rowsPerPageOptions={[5, 10, 25, { label: 'All', value: -1 }]}
            onPageChange={(_event, newPage) => setPage(newPage)}
            onRowsPerPageChange={(event) => {
              setRowsPerPage(parseInt(event.target.value, 10));
              setPage(0);
            }}
            className={styles.pagination}
            slotProps={{
              toolbar: { className: styles.toolbar },
              spacer: { className: styles.spacer },
              selectLabel: { className: styles.label },
              displayedRows: { className: styles.label },
              select: { className: styles.select },
              actions: {
                className: styles.actions,
                slots: {
                  backPageIcon: ChevronLeftIcon,
                  nextPageIcon: ChevronRightIcon,
                },
              },
            }}
          />
        </tr>
      </tfoot>
    </table>
  );
}
