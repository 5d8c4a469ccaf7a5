import * as React from 'react';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';

interface Shipment {
  id: string;
  carrier: string;
  destination: string;
  events: { date: string; place: string; note: string }[];
}

const shipments: Shipment[] = [
  {
    id: 'SH-7731',
    carrier: 'Nordpost',
    destination: 'Oslo',
    events: [
      { date: '2026-03-04 09:12', place: 'Gothenburg hub', note: 'Picked up' },
      { date: '2026-03-05 06:40', place: 'Oslo depot', note: 'Out for delivery' },
      { date: '2026-03-05 14:03', place: 'Oslo', note: 'Delivered' },
    ],
  },
  {
    id: 'SH-7732',
    carrier: 'Iberia Freight',
    destination: 'Seville',
    events: [
      { date: '2026-03-06 11:30', place: 'Madrid hub', note: 'Picked up' },
      { date: '2026-03-07 08:15', place: 'Córdoba', note: 'In transit' },
    ],
  },
];

function ShipmentRow({ shipment }: { shipment: Shipment }) {
  const [open, setOpen] = React.useState(false);
  const detailsId = React.useId();
  const last = shipment.events[shipment.events.length - 1];

  return (
    <React.Fragment>
      <TableRow sx={{ '& > *': { borderBottom: 'unset' } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={`Tracking history of ${shipment.id}`}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen(!open)}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell component="th" scope="row">
          {shipment.id}
        </TableCell>
        <TableCell>{shipment.carrier}</TableCell>
        <TableCell>{shipment.destination}</TableCell>
        <TableCell>{last.note}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell sx={{ py: 0 }} colSpan={5}>
          <Collapse in={open} timeout="auto" unmountOnExit id={detailsId}>
            <Box sx={{ my: 1.5 }}>
              <Typography variant="subtitle2" component="h4" gutterBottom>
                Tracking history
              </Typography>
              <Table size="small" aria-label={`Tracking events of ${shipment.id}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>When</TableCell>
                    <TableCell>Where</TableCell>
                    <TableCell>Status</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shipment.events.map((event) => (
                    <TableRow key={event.date}>
                      <TableCell>{event.date}</TableCell>
                      <TableCell>{event.place}</TableCell>
                      <TableCell>{event.note}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </React.Fragment>
  );
}

export default function TableCollapsible() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Shipments with tracking history">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Box component="span" sx={visuallyHidden}>
                Details
              </Box>
            </TableCell>
            <TableCell>Shipment</TableCell>
            <TableCell>Carrier</TableCell>
            <TableCell>Destination</TableCell>
            <TableCell>Latest</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shipments.map((shipment) => (
            <ShipmentRow key={shipment.id} shipment={shipment} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
