import * as React from 'react';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import DirectionsBoatIcon from '@mui/icons-material/DirectionsBoat';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import TrainIcon from '@mui/icons-material/Train';
import type { ShipmentStatus, TransportMode } from './shipments';

const statusColor: Record<ShipmentStatus, ChipProps['color']> = {
  Booked: 'default',
  'In transit': 'info',
  'Customs hold': 'warning',
  Delayed: 'error',
  Delivered: 'success',
};

export function StatusChip({ status }: { status: ShipmentStatus }) {
  return <Chip size="small" color={statusColor[status]} label={status} />;
}

const modeIcon: Record<TransportMode, React.ReactElement> = {
  Air: <FlightTakeoffIcon fontSize="small" />,
  Sea: <DirectionsBoatIcon fontSize="small" />,
  Road: <LocalShippingIcon fontSize="small" />,
  Rail: <TrainIcon fontSize="small" />,
};

export function ModeLabel({ mode }: { mode: TransportMode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
      <Box component="span" sx={{ display: 'inline-flex', color: 'text.secondary' }}>
        {modeIcon[mode]}
      </Box>
      {mode}
    </Box>
  );
}

export function RouteProgress({ value }: { value: number }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        height: '100%',
        width: '100%',
      }}
    >
      <LinearProgress
        variant="determinate"
        value={value}
        color={value === 100 ? 'success' : 'primary'}
        aria-label={`Route ${value}% complete`}
        sx={{ flex: 1, height: 6, borderRadius: 3 }}
      />
      <Typography
        variant="body2"
        component="span"
        sx={{ minWidth: 36, textAlign: 'right' }}
      >
        {value}%
      </Typography>
    </Box>
  );
}
