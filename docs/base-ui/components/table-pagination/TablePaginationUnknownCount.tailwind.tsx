import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';
import { auditEvents } from './data';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';

const PAGE_SIZE = 10;
const ROW_HEIGHT = 41;

// Stands in for a request to the server, which sends one page of events at a time
// and says whether more follow, but not how many there are in total.
function fetchPage(page: number) {
  const rows = auditEvents.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  return { rows, hasMore: (page + 1) * PAGE_SIZE < auditEvents.length };
}

const th =
  'border-0 border-b border-solid border-slate-200 bg-transparent px-3 py-2.5 font-semibold text-slate-600 dark:border-slate-700 dark:text-slate-400';
const td =
  'border-0 border-b border-solid border-slate-200 px-3 py-2.5 text-inherit dark:border-slate-700';
const row = 'border-0 bg-transparent';

export default function TablePaginationUnknownCount() {
  const [page, setPage] = React.useState(0);
  // -1 until the last page has been seen.
  const [count, setCount] = React.useState(-1);
  const { rows } = fetchPage(page);
  const emptyRows = PAGE_SIZE - rows.length;

  const handlePageChange = (newPage: number) => {
    const next = fetchPage(newPage);
    if (!next.hasMore) {
      setCount(newPage * PAGE_SIZE + next.rows.length);
    }
    setPage(newPage);
  };

  return (
    <table className="m-0 table w-full max-w-[640px] border-collapse text-sm">
      <caption className="pb-2 text-start font-semibold">Audit log</caption>
      <thead>
        <tr className={row}>
          <th scope="col" className={`${th} w-[140px] text-start`}>
            When
          </th>
          <th scope="col" className={`${th} text-start`}>
            Event
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((event) => (
          <tr key={event.id} className={row}>
            <td
              className={`${td} w-[140px] text-start whitespace-nowrap tabular-nums`}
            >
              {event.time}
            </td>
            <td className={`${td} text-start`}>{event.text}</td>
          </tr>
        ))}
        {emptyRows > 0 ? (
          <tr
            aria-hidden="true"
            className={row}
            style={{ height: ROW_HEIGHT * emptyRows }}
          >
            <td colSpan={2} className={td} />
          </tr>
        ) : null}
      </tbody>
      <tfoot>
        <tr className={row}>
          <TablePagination
            colSpan={2}
            count={count}
            page={page}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[]}
            onPageChange={(_event, newPage) => handlePageChange(newPage)}
            className="border-0 px-0 pt-2.5 pb-0"
            slotProps={{
              toolbar: {
                className:
                  'flex flex-wrap items-center gap-x-4 gap-y-2 text-slate-600 dark:text-slate-400',
              },
              spacer: { className: 'flex-1' },
              displayedRows: { className: 'm-0' },
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
