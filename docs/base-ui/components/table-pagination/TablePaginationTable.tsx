import * as React from 'react';
import {
  TablePagination,
  tablePaginationClasses as classes,
} from '@mui/base/TablePagination';
import { styled } from '@mui/system';
import { invoices } from './data';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

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
    <Table>
      <caption>Invoices</caption>
      <thead>
        <tr>
          <th scope="col">Invoice</th>
          <th scope="col">Customer</th>
          <th scope="col">Date</th>
          <th scope="col" className="amount">
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
            <td className="amount">{invoice.amount}</td>
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
          <StyledTablePagination
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
            slotProps={{
              actions: {
                slots: {
                  backPageIcon: ChevronLeftIcon,
                  nextPageIcon: ChevronRightIcon,
                },
              },
            }}
          />
        </tr>
      </tfoot>
    </Table>
  );
}

const Table = styled('table')(({ theme }) => [
  {
    display: 'table',
    width: '100%',
    maxWidth: 640,
    margin: 0,
    borderCollapse: 'collapse',
    fontSize: 14,
    lineHeight: '20px',
    '& caption': {
      paddingBottom: 8,
      fontWeight: 600,
      textAlign: 'start',
    },
    '& tr': { border: 0, backgroundColor: 'transparent' },
    '& th, & tbody td': {
      padding: '10px 12px',
      border: 0,
      borderBottom: '1px solid #e2e8f0',
      color: 'inherit',
      textAlign: 'start',
    },
    '& th': { backgroundColor: 'transparent', color: '#475569', fontWeight: 600 },
    '& .amount': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  },
  theme.applyStyles('dark', {
    '& th, & tbody td': { borderBottomColor: '#334155' },
    '& th': { color: '#94a3b8' },
  }),
]);

const StyledTablePagination = styled(TablePagination)(({ theme }) => [
  {
    padding: '10px 0 0',
    border: 0,
    [`& .${classes.toolbar}`]: {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: '8px 16px',
      color: '#475569',
    },
    [`& .${classes.spacer}`]: { flex: 1 },
    [`& .${classes.selectLabel}, & .${classes.displayedRows}`]: { margin: 0 },
    [`& .${classes.select}`]: {
      padding: '4px 8px',
      border: '1px solid #cbd5e1',
      borderRadius: 6,
      backgroundColor: '#fff',
      color: '#0f172a',
      font: 'inherit',
      '&:focus-visible': { outline: '2px solid #2563eb', outlineOffset: 1 },
    },
    [`& .${classes.actions}`]: { display: 'flex', gap: 4 },
    [`& .${classes.actions} button`]: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 32,
      height: 32,
      padding: 0,
      border: '1px solid #cbd5e1',
      borderRadius: 8,
      backgroundColor: '#fff',
      color: '#334155',
      cursor: 'pointer',
      '&:hover:not(:disabled)': { backgroundColor: '#f1f5f9' },
      '&:focus-visible': { outline: '2px solid #2563eb', outlineOffset: 1 },
      '&:disabled': { opacity: 0.45, cursor: 'not-allowed' },
    },
  },
  theme.applyStyles('dark', {
    [`& .${classes.toolbar}`]: { color: '#94a3b8' },
    [`& .${classes.select}`]: {
      borderColor: '#334155',
      backgroundColor: '#0f172a',
      color: '#f1f5f9',
      colorScheme: 'dark',
      '&:focus-visible': { outlineColor: '#60a5fa' },
    },
    [`& .${classes.actions} button`]: {
      borderColor: '#334155',
      backgroundColor: '#0f172a',
      color: '#e2e8f0',
      '&:hover:not(:disabled)': { backgroundColor: '#1e293b' },
      '&:focus-visible': { outlineColor: '#60a5fa' },
    },
  }),
]);
