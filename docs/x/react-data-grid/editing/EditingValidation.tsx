import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  GridColDef,
  GridEditInputCell,
  GridPreProcessEditCellProps,
  GridRenderEditCellParams,
} from '@mui/x-data-grid';
import { currency, inventory, type Product } from './inventory';

/** Shows the error returned by preProcessEditCellProps in a tooltip under the input. */
function EditCellWithError(props: GridRenderEditCellParams<Product>) {
  const { error } = props;
  return (
    <Tooltip
      open={Boolean(error)}
      title={typeof error === 'string' ? error : ''}
      placement="bottom-start"
      arrow
    >
      <GridEditInputCell
        {...props}
        error={Boolean(error)}
        inputProps={{ 'aria-invalid': Boolean(error) }}
      />
    </Tooltip>
  );
}

const columns: GridColDef<Product>[] = [
  {
    field: 'name',
    headerName: 'Product',
    flex: 1,
    minWidth: 230,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => ({
      ...params.props,
      error:
        String(params.props.value ?? '').trim().length < 3
          ? 'Enter a name of at least 3 characters.'
          : false,
    }),
    renderEditCell: (params) => <EditCellWithError {...params} />,
  },
  {
    field: 'cost',
    headerName: 'Cost',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    editable: true,
    preProcessEditCellProps: (params: GridPreProcessEditCellProps) => {
      const value = params.props.value as number | null;
      return {
        ...params.props,
        error:
          value == null || value <= 0
            ? 'The price must be greater than zero.'
            : false,
      };
    },
    renderEditCell: (params) => <EditCellWithError {...params} />,
    valueFormatter: (value: number) => currency.format(value),
  },
];

/** A stand-in for the shop's API: refuses prices below cost, after 400 ms. */
function saveProduct(product: Product): Promise<Product> {
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (product.price < product.cost) {
        reject(
          new Error(
            `“${product.name}” can't sell below its cost of ${currency.format(product.cost)}.`,
          ),
        );
      } else {
        resolve(product);
      }
    }, 400);
  });
}

export default function EditingValidation() {
  const [rows, setRows] = React.useState<Product[]>(inventory);
  const [message, setMessage] = React.useState<{
    severity: 'success' | 'error';
    text: string;
  } | null>(null);

  const processRowUpdate = async (newRow: Product, oldRow: Product) => {
    if (newRow.price === oldRow.price && newRow.name === oldRow.name) {
      return oldRow;
    }
    const saved = await saveProduct(newRow);
    setRows((current) => current.map((row) => (row.id === saved.id ? saved : row)));
    setMessage({ severity: 'success', text: `Saved “${saved.name}”.` });
    return saved;
  };

  const handleError = (error: Error) => {
    setMessage({ severity: 'error', text: error.message });
  };

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGrid
        aria-label="Shop prices with validation"
        rows={rows}
        columns={columns}
        processRowUpdate={processRowUpdate}
        onProcessRowUpdateError={handleError}
        hideFooter
      />
      <Snackbar
        open={message !== null}
        autoHideDuration={6000}
        onClose={() => setMessage(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        {message ? (
          <Alert
            severity={message.severity}
            variant="filled"
            onClose={() => setMessage(null)}
          >
            {message.text}
          </Alert>
        ) : undefined}
      </Snackbar>
    </Box>
  );
}
