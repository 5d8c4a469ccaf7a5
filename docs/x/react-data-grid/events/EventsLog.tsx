import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridColDef,
  GridEventListener,
  GridToolbarContainer,
  useGridApiContext,
  useGridApiEventHandler,
  useGridApiRef,
} from '@mui/x-data-grid';
import { tickets, type Ticket } from './tickets';

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  {
    field: 'subject',
    headerName: 'Subject (double-click to edit)',
    flex: 1,
    minWidth: 260,
    editable: true,
  },
  { field: 'requester', headerName: 'Requester', width: 160 },
  { field: 'priority', headerName: 'Priority', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
];

const LogContext = React.createContext<(text: string) => void>(() => {});

// 3. A hook inside the grid: slots can reach the API through the context.
function ListeningToolbar() {
  const apiRef = useGridApiContext();
  const write = React.useContext(LogContext);
  useGridApiEventHandler(apiRef, 'cellEditStart', (params) => {
    write(`cellEditStart (hook in a slot): ticket ${params.id}`);
  });
  return (
    <GridToolbarContainer sx={{ px: 1.5, py: 0.5 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Closed tickets can&apos;t be edited.
      </Typography>
    </GridToolbarContainer>
  );
}

interface LogEntry {
  key: number;
  text: string;
}

export default function EventsLog() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState<LogEntry[]>([]);
  const counter = React.useRef(0);

  const write = React.useCallback((text: string) => {
    counter.current += 1;
    const key = counter.current;
    setLog((entries) => [{ key, text }, ...entries].slice(0, 5));
  }, []);

  // 1. A prop: runs before the grid's own handlers.
  const handleRowClick: GridEventListener<'rowClick'> = (params) => {
    write(`rowClick (prop): ticket ${params.id}`);
  };

  // 2. Also a prop, and it can veto the grid's default behaviour.
  const handleCellDoubleClick: GridEventListener<'cellDoubleClick'> = (
    params,
    event,
  ) => {
    if (params.row.status === 'Closed') {
      event.defaultMuiPrevented = true;
      write(`cellDoubleClick (prop): ticket ${params.id} is closed, edit blocked`);
    }
  };

  // 4. A subscription from outside the grid, once it has mounted.
  React.useEffect(
    () =>
      apiRef.current.subscribeEvent('columnHeaderClick', (params) => {
        write(`columnHeaderClick (subscribeEvent): ${params.field}`);
      }),
    [apiRef, write],
  );

  return (
    <LogContext.Provider value={write}>
      <Box sx={{ height: 320 }}>
        <DataGrid
          apiRef={apiRef}
          aria-label="Support tickets"
          rows={tickets}
          columns={columns}
          density="compact"
          hideFooter
          onRowClick={handleRowClick}
          onCellDoubleClick={handleCellDoubleClick}
          slots={{ toolbar: ListeningToolbar }}
        />
      </Box>
      <Paper variant="outlined" sx={{ mt: 1, p: 1.5, minHeight: 132 }}>
        <Typography variant="subtitle2" component="h3" id="events-log-title">
          Event log
        </Typography>
        <Box
          component="ol"
          role="log"
          aria-labelledby="events-log-title"
          sx={{ m: 0, pl: 2.5, typography: 'body2', fontFamily: 'monospace' }}
        >
          {log.length === 0 ? (
            <li>Click a row or a header, or double-click a subject.</li>
          ) : (
            log.map((entry) => <li key={entry.key}>{entry.text}</li>)
          )}
        </Box>
      </Paper>
    </LogContext.Provider>
  );
}
