import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import { AppProvider, type Router } from '@toolpad/core/AppProvider';
import { DashboardLayout } from '@toolpad/core/DashboardLayout';
import { PageContainer, PageContainerToolbar } from '@toolpad/core/PageContainer';
import { useDialogs } from '@toolpad/core/useDialogs';
import { useNotifications } from '@toolpad/core/useNotifications';

interface StockItem {
  sku: string;
  name: string;
  bin: string;
  counted: number;
}

const initialStock: StockItem[] = [
  { sku: 'TB-0412', name: 'Oak chopping board, large', bin: 'A-03', counted: 18 },
  { sku: 'TB-0415', name: 'Cast-iron skillet, 26 cm', bin: 'A-07', counted: 6 },
  { sku: 'TB-0520', name: 'Linen tea towels, set of 3', bin: 'B-11', counted: 42 },
  { sku: 'TB-0533', name: 'Enamel milk pan, 1.2 l', bin: 'B-14', counted: 9 },
];

// A single-page tool still gets a router: without one, the logo in the header would be a plain
// link that leaves the app. This one stays on the only page there is.
const router: Router = {
  pathname: '/',
  searchParams: new URLSearchParams(),
  navigate: () => {},
};

const StockContext = React.createContext<StockItem[]>(initialStock);

function ExportToolbar() {
  const stock = React.useContext(StockContext);
  const notifications = useNotifications();
  const units = stock.reduce((sum, item) => sum + item.counted, 0);
  return (
    <PageContainerToolbar>
      <Button
        variant="outlined"
        size="small"
        onClick={() =>
          notifications.show(
            `Count submitted: ${units} units in ${stock.length} bins`,
            {
              severity: 'success',
              autoHideDuration: 3000,
            },
          )
        }
      >
        Submit count
      </Button>
    </PageContainerToolbar>
  );
}

export default function ExamplesStockCheck() {
  const theme = useTheme();
  const [stock, setStock] = React.useState(initialStock);

  return (
    <Box
      sx={{
        position: 'relative',
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <AppProvider theme={theme} router={router} branding={{ title: 'Stock check' }}>
        <StockContext.Provider value={stock}>
          <DashboardLayout hideNavigation sx={{ height: 400, width: '100%' }}>
            <PageContainer
              title="Aisles A and B"
              breadcrumbs={[]}
              slots={{ toolbar: ExportToolbar }}
            >
              <StockTable stock={stock} onChange={setStock} />
            </PageContainer>
          </DashboardLayout>
        </StockContext.Provider>
      </AppProvider>
    </Box>
  );
}

function StockTable({
  stock,
  onChange,
}: {
  stock: StockItem[];
  onChange: (next: StockItem[]) => void;
}) {
  const dialogs = useDialogs();

  const recount = async (item: StockItem) => {
    const answer = await dialogs.prompt(
      `How many units of "${item.name}" are in bin ${item.bin}?`,
      {
        title: `Recount ${item.sku}`,
        okText: 'Save',
      },
    );
    if (answer === null) {
      return;
    }
    const counted = Number.parseInt(answer, 10);
    if (Number.isNaN(counted) || counted < 0) {
      await dialogs.alert(
        `"${answer}" is not a number of units. The count was not changed.`,
        {
          title: 'Invalid count',
        },
      );
      return;
    }
    onChange(stock.map((row) => (row.sku === item.sku ? { ...row, counted } : row)));
  };

  // width 0 + minWidth 100%: the table scrolls inside the page instead of widening the layout.
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      sx={{ width: 0, minWidth: '100%' }}
    >
      <Table size="small" aria-label="Stock count" sx={{ minWidth: 480 }}>
        <TableHead>
          <TableRow>
            <TableCell>SKU</TableCell>
            <TableCell>Product</TableCell>
            <TableCell>Bin</TableCell>
            <TableCell align="right">Counted</TableCell>
            <TableCell>Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {stock.map((item) => (
            <TableRow key={item.sku}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.sku}</TableCell>
              <TableCell>{item.name}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{item.bin}</TableCell>
              <TableCell align="right">{item.counted}</TableCell>
              <TableCell>
                <Button
                  size="small"
                  onClick={() => recount(item)}
                  aria-label={`Recount ${item.name}`}
                >
                  Recount
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
