import * as React from 'react';
import {
  styled,
  useThemeProps,
  type ComponentsOverrides,
  type ComponentsProps,
  type ComponentsVariants,
  type SxProps,
  type Theme,
} from '@mui/material/styles';
// Types `theme.vars`, which holds the CSS variables when the theme has them.
import type {} from '@mui/material/themeCssVarsAugmentation';

export interface StatProps {
  label: string;
  value: React.ReactNode;
  unit?: string;
  variant?: 'outlined' | 'filled';
  className?: string;
  sx?: SxProps<Theme>;
}

// What the styles see: the props, with defaults filled in.
interface StatOwnerState extends StatProps {
  variant: 'outlined' | 'filled';
}

declare module '@mui/material/styles' {
  interface ComponentsPropsList {
    MuiStat: StatProps;
  }
  interface ComponentNameToClassKey {
    MuiStat: 'root' | 'label' | 'value' | 'unit';
  }
  interface Components<Theme = unknown> {
    MuiStat?: {
      defaultProps?: ComponentsProps['MuiStat'];
      styleOverrides?: ComponentsOverrides<Theme>['MuiStat'];
      variants?: ComponentsVariants<Theme>['MuiStat'];
    };
  }
}

const StatRoot = styled('div', { name: 'MuiStat', slot: 'root' })<{
  ownerState: StatOwnerState;
}>(({ theme }) => ({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  minWidth: 160,
  padding: theme.spacing(2, 2.5),
  borderRadius: (theme.vars || theme).shape.borderRadius,
  color: (theme.vars || theme).palette.text.primary,
  variants: [
    {
      props: { variant: 'outlined' },
      style: { border: `1px solid ${(theme.vars || theme).palette.divider}` },
    },
    {
      props: { variant: 'filled' },
      style: { backgroundColor: (theme.vars || theme).palette.action.hover },
    },
  ],
}));

const StatLabel = styled('div', { name: 'MuiStat', slot: 'label' })<{
  ownerState: StatOwnerState;
}>(({ theme }) => ({
  ...theme.typography.body2,
  color: (theme.vars || theme).palette.text.secondary,
}));

const StatValue = styled('div', { name: 'MuiStat', slot: 'value' })<{
  ownerState: StatOwnerState;
}>(({ theme }) => ({
  ...theme.typography.h4,
}));

const StatUnit = styled('span', { name: 'MuiStat', slot: 'unit' })<{
  ownerState: StatOwnerState;
}>(({ theme }) => ({
  ...theme.typography.body2,
  marginInlineStart: theme.spacing(0.5),
  color: (theme.vars || theme).palette.text.secondary,
}));

export const Stat = React.forwardRef<HTMLDivElement, StatProps>(
  function Stat(inProps, ref) {
    // Merges `components.MuiStat.defaultProps` from the theme into the props.
    const props = useThemeProps({ props: inProps, name: 'MuiStat' });
    const { label, value, unit, variant = 'outlined', ...other } = props;
    const ownerState = { ...props, variant };

    return (
      <StatRoot ref={ref} ownerState={ownerState} {...other}>
        <StatLabel ownerState={ownerState}>{label}</StatLabel>
        <StatValue ownerState={ownerState}>
          {value}
          {unit && <StatUnit ownerState={ownerState}>{unit}</StatUnit>}
        </StatValue>
      </StatRoot>
    );
  },
);
