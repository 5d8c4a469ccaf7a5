import * as React from 'react';
import {
  TablePagination,
  tablePaginationClasses as classes,
} from '@mui/base/TablePagination';
import { styled } from '@mui/system';
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
    <Table>
      <caption>Audit log</caption>
      <thead>
        <tr>
          <th scope="col" className="time">
            When
          </th>
          <th scope="col">Event</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((event) => (
          <tr key={event.id}>
            <td className="time">{event.time}</td>
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
          <StyledTablePagination
            colSpan={2}
            count={count}
            page={page}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[]}
            onPageChange={(_event, newPage) => handlePageChange(newPage)}
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
    '& .time': {
      width: 140,
      whiteSpace: 'nowrap',
      fontVariantNumeric: 'tabular-nums',
    },
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
    [`& .${classes.displayedRows}`]: { margin: 0 },
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
    [`& .${classes.actions} button`]: {
      borderColor: '#334155',
      backgroundColor: '#0f172a',
      color: '#e2e8f0',
      '&:hover:not(:disabled)': { backgroundColor: '#1e293b' },
      '&:focus-visible': { outlineColor: '#60a5fa' },
    },
  }),
]);
