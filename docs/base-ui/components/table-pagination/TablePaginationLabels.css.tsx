import * as React from 'react';
import { TablePagination } from '@mui/base/TablePagination';
import { tickets } from './data';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  FirstPageIcon,
  LastPageIcon,
} from './icons';
import styles from './TablePaginationLabels.module.css';

export default function TablePaginationLabels() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(4);
  const visibleTickets = tickets.slice(page * rowsPerPage, (page + 1) * rowsPerPage);

  return (
    <div className={styles.layout}>
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
          toolbar: { className: styles.toolbar },
          spacer: { className: styles.spacer },
          selectLabel: { className: styles.label },
          displayedRows: { className: styles.label },
          select: { className: styles.select },
          actions: {
            className: styles.actions,
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
      <ul aria-label="Support tickets" className={styles.list}>
        {visibleTickets.map((ticket) => (
          <li key={ticket.id} className={styles.ticket}>
            <span className={styles.ticketId}>#{ticket.id}</span>
            <span className={styles.subject}>{ticket.subject}</span>
            <span
              className={`${styles.status} ${styles[ticket.status.toLowerCase()]}`}
            >
              {ticket.status}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
