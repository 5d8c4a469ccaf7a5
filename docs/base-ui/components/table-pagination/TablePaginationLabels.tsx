import * as React from 'react';
import {
  TablePagination,
  tablePaginationClasses as classes,
} from '@mui/base/TablePagination';
import { styled } from '@mui/system';
import { tickets } from './data';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  FirstPageIcon,
  LastPageIcon,
} from './icons';

export default function TablePaginationLabels() {
  const [page, setPage] = React.useState(0);
  const [rowsPerPage, setRowsPerPage] = React.useState(4);
  const visibleTickets = tickets.slice(page * rowsPerPage, (page + 1) * rowsPerPage);

  return (
    <Layout>
      <StyledTablePagination
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
          actions: {
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
      <List aria-label="Support tickets">
        {visibleTickets.map((ticket) => (
          <Ticket key={ticket.id}>
            <TicketId>#{ticket.id}</TicketId>
            <Subject>{ticket.subject}</Subject>
            <Status className={ticket.status.toLowerCase()}>{ticket.status}</Status>
          </Ticket>
        ))}
      </List>
    </Layout>
  );
}

const Layout = styled('div')({
  maxWidth: 600,
  fontSize: 14,
  lineHeight: '20px',
});

const List = styled('ul')(({ theme }) => [
  {
    margin: '12px 0 0',
    padding: 0,
    border: '1px solid #e2e8f0',
    borderRadius: 12,
    listStyle: 'none',
  },
  theme.applyStyles('dark', { borderColor: '#334155' }),
]);

const Ticket = styled('li')(({ theme }) => [
  {
    display: 'flex',
    alignItems: 'center',
    gap: 12,
    margin: 0,
    padding: '10px 14px',
    borderColor: '#e2e8f0',
    '& + &': { marginTop: 0, borderTopWidth: 1, borderTopStyle: 'solid' },
  },
  theme.applyStyles('dark', { borderColor: '#334155' }),
]);

const TicketId = styled('span')(({ theme }) => [
  { color: '#475569', fontVariantNumeric: 'tabular-nums' },
  theme.applyStyles('dark', { color: '#94a3b8' }),
]);

const Subject = styled('span')({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

const Status = styled('span')(({ theme }) => [
  {
    padding: '2px 8px',
    borderRadius: 999,
    fontSize: 12,
    fontWeight: 600,
    lineHeight: '16px',
    '&.open': { backgroundColor: '#dbeafe', color: '#1e3a8a' },
    '&.waiting': { backgroundColor: '#fef3c7', color: '#78350f' },
    '&.solved': { backgroundColor: '#d1fae5', color: '#064e3b' },
  },
  theme.applyStyles('dark', {
    '&.open': { backgroundColor: '#172554', color: '#bfdbfe' },
    '&.waiting': { backgroundColor: '#451a03', color: '#fde68a' },
    '&.solved': { backgroundColor: '#022c22', color: '#a7f3d0' },
  }),
]);

const StyledTablePagination = styled(TablePagination)(({ theme }) => [
  {
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
