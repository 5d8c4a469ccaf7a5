import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';
import { auditEvents } from './data';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import styles from './TablePaginationUnknownCount.module.css';

const PAGE_SIZE = 10;
const ROW_HEIGHT = 41;

// Stands in for a request to the server, which sends one page of events at a time
// and says whether more follow, but not how many there are in total.
function fetchPage(page: number) {
  const rows = auditEvents.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
  return { rows, hasMore: (page + 1) * PAGE_SIZE < auditEvents.length };
}

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
    <table className={styles.table}>
      <caption>Audit log</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.time}>
            When
          </th>
          <th scope="col">Event</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((event) => (
          <tr key={event.id}>
            <td className={styles.time}>{event.time}</td>
            <td>{event.text}</td>
          </tr>
        ))}
        {emptyRows > 0 ? (
          <tr aria-hidden="true" style={{ height: ROW_HEIGHT * emptyRows }}>
            <td colSpan={2} />
          </tr>
        ) : null}
      </tbody>
      <tfoot>
        <tr>
          <TablePagination
            colSpan={2}
            count={count}
            page={page}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[]}
            onPageChange={(_event, newPage) => handlePageChange(newPage)}
            className={styles.pagination}
            slotProps={{
              toolbar: { className: styles.toolbar },
              spacer: { className: styles.spacer },
              displayedRows: { className: styles.label },
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
