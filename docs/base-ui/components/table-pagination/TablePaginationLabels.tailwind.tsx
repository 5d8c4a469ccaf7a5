import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';
import { tickets } from './data';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  FirstPageIcon,
  LastPageIcon,
} from './icons';

const statusClassNames = {
  Open: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200',
  Waiting: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  Solved:
    'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
};

export default function TablePaginationLabels() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(4);
  const visibleTickets = tickets.slice(page * rowsPerPage, (page + 1) * rowsPerPage);

  return (
    <div className="max-w-[600px] text-sm">
      <TablePagination
        slots={{ root: 'div' }}
        count={tickets.length}
        page={page}
        rowsPerPage={rowsPerPage}
        rowsPerPageOptions={[4, 8]}
        onPageChange={(_event, newPage) => setPage(newPage)}
        onRowsPerPageChange={(event) => {
          setRowsPerPage(parseInt(event.target.value, 10));
          setPage(0);
        }}
        labelRowsPerPage="Tickets per page:"
        labelDisplayedRows={({ from, to, count }) =>
          `${from}–${to} of ${count} tickets`
        }
        getItemAriaLabel={(type) => `Show the ${type} page of tickets`}
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
            showFirstButton: true,
            showLastButton: true,
            slots: {
              firstPageIcon: FirstPageIcon,
              backPageIcon: ChevronLeftIcon,
              nextPageIcon: ChevronRightIcon,
              lastPageIcon: LastPageIcon,
            },
          },
        }}
      />
      <ul
        aria-label="Support tickets"
        className="m-0 mt-3 list-none rounded-xl border border-slate-200 p-0 dark:border-slate-700"
      >
        {visibleTickets.map((ticket) => (
          <li
            key={ticket.id}
            className="m-0 flex items-center gap-3 border-slate-200 px-3.5 py-2.5 not-first:border-t dark:border-slate-700"
          >
            <span className="text-slate-600 tabular-nums dark:text-slate-400">
              #{ticket.id}
            </span>
            <span className="min-w-0 flex-1 truncate">{ticket.subject}</span>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusClassNames[ticket.status]}`}
            >
              {ticket.status}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
