// The docs plugin reads one sidebars file per instance; all sidebars live in /sidebars.ts.
import { sidebarsByArea } from '../../sidebars';

export default sidebarsByArea['joy-ui'];
