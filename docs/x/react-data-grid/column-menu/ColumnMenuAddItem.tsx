import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import FitWidthIcon from '@mui/icons-material/SettingsEthernet';
import FunctionsIcon from '@mui/icons-material/Functions';
import {
  DataGrid,
  GridColumnMenu,
  GridColumnMenuItemProps,
  GridColumnMenuProps,
  useGridApiContext,
} from '@mui/x-data-grid';
import { stockColumns } from './columns';
import { stocks } from './stocks';

function FitToContentItem(props: GridColumnMenuItemProps) {
  const { colDef, onClick } = props;
  const apiRef = useGridApiContext();
  return (
    <MenuItem
      onClick={(event) => {
        apiRef.current.autosizeColumns({ columns: [colDef.field] });
        onClick(event);
      }}
    >
      <ListItemIcon>
        <FitWidthIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Fit to content</ListItemText>
    </MenuItem>
  );
}

const ShowTotalContext = React.createContext<(message: string) => void>(() => {});

function ShowTotalItem(props: GridColumnMenuItemProps) {
  const { colDef, onClick } = props;
  const apiRef = useGridApiContext();
  const showTotal = React.useContext(ShowTotalContext);
  return (
    <MenuItem
      onClick={(event) => {
        const total = apiRef.current
          .getAllRowIds()
          .reduce<number>(
            (sum, id) => sum + Number(apiRef.current.getCellValue(id, colDef.field)),
            0,
          );
        showTotal(
          `Sum of ${colDef.headerName}: ${total.toLocaleString('en-US', {
            maximumFractionDigits: 2,
          })}`,
        );
        onClick(event);
      }}
    >
      <ListItemIcon>
        <FunctionsIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>Show column total</ListItemText>
    </MenuItem>
  );
}

function StockColumnMenu(props: GridColumnMenuProps) {
  const isNumber = props.colDef.type === 'number';
  return (
    <GridColumnMenu
      {...props}
      slots={{
        columnMenuFitItem: FitToContentItem,
        // Only number columns get the total item.
        ...(isNumber ? { columnMenuTotalItem: ShowTotalItem } : {}),
      }}
      slotProps={{
        columnMenuFitItem: { displayOrder: 40 },
        columnMenuTotalItem: { displayOrder: 50 },
      }}
    />
  );
}

export default function ColumnMenuAddItem() {
  const [message, setMessage] = React.useState(
    'Open the menu of a number column for its total.',
  );
  return (
    <ShowTotalContext.Provider value={setMessage}>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGrid
          aria-label="Stock prices with extra column menu items"
          rows={stocks}
          columns={stockColumns}
          slots={{ columnMenu: StockColumnMenu }}
        />
      </Box>
      <Typography variant="body2" role="status" sx={{ mt: 1 }}>
        {message}
      </Typography>
    </ShowTotalContext.Provider>
  );
}
