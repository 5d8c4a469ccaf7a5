import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';
import { invoices } from './data';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

const ROW_HEIGHT = 41;

const th =
  'border-0 border-b border-solid border-slate-200 bg-transparent px-3 py-2.5 font-semibold text-slate-600 dark:border-slate-700 dark:text-slate-400';
const td =
  'border-0 border-b border-solid border-slate-200 px-3 py-2.5 text-inherit dark:border-slate-700';
const row = 'border-0 bg-transparent';

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
    <table className="m-0 table w-full max-w-[640px] border-collapse text-sm">
      <caption className="pb-2 text-start font-semibold">Invoices</caption>
      <thead>
        <tr className={row}>
          <th scope="col" className={`${th} text-start`}>
            Invoice
          </th>
          <th scope="col" className={`${th} text-start`}>
            Customer
          </th>
          <th scope="col" className={`${th} text-start`}>
            Date
          </th>
          <th scope="col" className={`${th} text-end`}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((invoice) => (
          <tr key={invoice.id} className={row}>
            <td className={`${td} text-start`}>{invoice.id}</td>
            <td className={`${td} text-start`}>{invoice.customer}</td>
            <td className={`${td} text-start`}>{invoice.date}</td>
            <td className={`${td} text-end tabular-nums`}>{invoice.amount}</td>
          </tr>
        ))}
        {emptyRows > 0 ? (
          <tr
            aria-hidden="true"
            className={row}
            style={{ height: ROW_HEIGHT * emptyRows }}
          >
            <td colSpan={4} className={td} />
          </tr>
        ) : null}
      </tbody>
      <tfoot>
        <tr className={row}>
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
            className="border-0 px-0 pt-2.5 pb-0"
            slotProps={{
              toolbar: {
                className:
                  'flex flex-wrap items-center gap-x-4 gap-y-2 text-slate-600 dark:text-slate-400',
              },
              spacer: { className: 'flex-1' },
              selectLabel: { className: 'm-0' },
              displayedRows: { className: 'm-0' },
              select: {
                className:
                  'rounded-md border border-slate-300 bg-white px-2 py-1 font-[inherit] text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-blue-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:scheme-dark dark:focus-visible:outline-blue-400',
              },
              actions: {
                className:
                  'flex gap-1 [&>button]:inline-flex [&>button]:size-8 [&>button]:cursor-pointer [&>button]:items-center [&>button]:justify-center [&>button]:rounded-lg [&>button]:border [&>button]:border-solid [&>button]:border-slate-300 [&>button]:bg-white [&>button]:p-0 [&>button]:text-slate-700 [&>button:disabled]:cursor-not-allowed [&>button:disabled]:opacity-45 [&>button:focus-visible]:outline-2 [&>button:focus-visible]:outline-offset-1 [&>button:focus-visible]:outline-blue-600 [&>button:hover:not(:disabled)]:bg-slate-100 dark:[&>button]:border-slate-700 dark:[&>button]:bg-slate-900 dark:[&>button]:text-slate-200 dark:[&>button:focus-visible]:outline-blue-400 dark:[&>button:hover:not(:disabled)]:bg-slate-800',
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
